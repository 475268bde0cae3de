# Persian: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = زبان

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = نشانی ایمیل یا گذرواژه درست نیست. با حساب تازه فقط پس از تأیید نشانی‌اش می‌توان وارد شد: پیوند تأیید را در ایمیل خود پیدا کنید.
error-throttled = تعداد تلاش‌های ناموفق بیش از حد است. چند دقیقه صبر کنید و سپس دوباره امتحان کنید.
error-busy = در حال حاضر افراد زیادی در حال ورود هستند. لطفاً چند لحظه دیگر دوباره امتحان کنید.
error-missing-fields = نشانی ایمیل و گذرواژه خود را وارد کنید.
error-expired-form = مهلت این فرم تمام شده است. لطفاً دوباره وارد شوید.
error-second-factor-in-app = این حساب با عامل دوم محافظت می‌شود. ابتدا در صفحه حسابتان وارد شوید (آنجا کد از شما خواسته می‌شود)، سپس به اینجا برگردید.
error-wrong-second-factor = کد درست نبود، یا قبلاً استفاده شده یا دیر وارد شده است. لطفاً دوباره وارد شوید.
error-passkey-refused = استفاده از این کلید عبور ممکن نشد، یا تلاش بیش از حد طول کشید. دوباره امتحان کنید یا با گذرواژه‌تان وارد شوید.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = تعداد درخواست‌ها بیش از حد است. چند دقیقه صبر کنید و سپس دوباره امتحان کنید.
error-expired-form-again = مهلت این فرم تمام شده است. لطفاً دوباره امتحان کنید.

## Error pages (a heading and a paragraph)

error-bad-link-title = پیوند معتبر نیست
error-bad-link-text = این پیوند دیگر معتبر نیست: یا استفاده شده، یا منقضی شده، یا پیوند جدیدتری جای آن را گرفته است. پیوند جدیدی درخواست کنید.

error-form-title = ورود ناموفق بود
error-form-too-large = فرم بیش از حد بزرگ است.
error-form-unreadable = فرم خوانده نشد. لطفاً برگردید و دوباره امتحان کنید.
error-cross-site-title = درخواست رد شد
error-cross-site-text = این فرم از سایت دیگری ارسال شده است. صفحه ورود را دوباره باز کنید و فرم را از همانجا ارسال کنید.

error-unavailable-title = کمی بعد دوباره امتحان کنید
error-unavailable-text = سرویس ورود شلوغ است یا در دسترس نیست. لطفاً چند لحظه دیگر دوباره امتحان کنید.
error-failed-title = مشکلی پیش آمد
error-failed-text = ورود کامل نشد. لطفاً دوباره امتحان کنید.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = بداند شما چه کسی هستید
scope-email = نشانی ایمیل شما را ببیند
scope-profile = نمایه شما را ببیند: نام، عکس، شماره تلفن و کشور
scope-authorization = نمایه شما و نشست‌هایی را که در آن‌ها وارد شده‌اید ببیند
scope-organizations = سازمان‌هایی را که عضوشان هستید و نقش‌های شما در آن‌ها را ببیند
scope-api = از طرف شما از { $api } استفاده کند

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: کدی را که برنامه احراز هویت نشان می‌دهد یا یک کد بازیابی وارد کنید، یا از کلید عبورتان استفاده کنید.
page-second-step-passkey = { $purpose }: از کلید عبورتان استفاده کنید.
page-second-step-code = { $purpose }: کدی را که برنامه احراز هویت نشان می‌دهد یا یکی از کدهای بازیابی‌تان را وارد کنید.
page-second-step-use-passkey = استفاده از کلید عبور

## Login page

page-login-title = ورود
page-login-email = ایمیل
page-login-password = گذرواژه
page-login-button = ورود
page-login-with-provider = ورود با { $provider }
page-login-passkey = ورود با کلید عبور
page-login-forgot = گذرواژه را فراموش کرده‌اید؟
page-login-organization = ورود از طریق سازمان
page-organization-title = ورود از طریق سازمان
page-organization-lead = نشانی ایمیل کاری یا شناسه سازمانتان را وارد کنید تا با روش ورود آن سازمان ادامه دهید.
page-organization-field = ایمیل کاری یا شناسه سازمان
page-organization-button = ادامه
page-organization-unknown = هیچ سازمانی با این نشانی یا شناسه مرتبط نیست. آن را بررسی کنید یا با نشانی ایمیل و گذرواژه‌تان وارد شوید.
login-sso-required = ورود شما از طریق سازمانتان انجام می‌شود: از روش ورود سازمانتان استفاده کنید.
login-sso-required-named = ورود شما از طریق { $organization } انجام می‌شود: از روش ورود آن در پایین استفاده کنید.
page-login-new-here = تازه‌وارد هستید؟
page-login-create-account = ایجاد حساب

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = اتصال دستگاه
page-device-code-lead = کدی را که روی تلویزیون، کنسول بازی یا دستگاه دیگرتان نمایش داده می‌شود وارد کنید.
page-device-code-label = کد
page-device-code-button = ادامه
page-device-confirm-heading = { $client } متصل شود؟
page-device-confirm-lead = دستگاهی که کد { $code } را نشان می‌دهد می‌خواهد از حساب { $email } شما استفاده کند. فقط در صورتی اجازه دهید که خودتان این کار را روی همان دستگاه شروع کرده باشید.
page-device-confirm-able = این برنامه می‌تواند:
page-device-confirm-deny = رد کردن
page-device-confirm-allow = اجازه دادن

## Account page

page-account-title = حساب شما
page-account-signed-in-as = با { $email } وارد شده‌اید
page-account-signed-in-as-unconfirmed = با { $email } وارد شده‌اید (نشانی هنوز تأیید نشده است: ایمیلی را که فرستادیم ببینید)
page-account-sessions-heading = جاهایی که وارد شده‌اید
page-account-session-app = برنامه { $package }
page-account-this-browser = همین مرورگر
page-account-sign-out-session = خروج
page-account-sign-out-others = خروج از همه دستگاه‌های دیگر
page-account-profile-heading = نمایه
page-account-profile-save = ذخیره نمایه
page-account-password-heading = گذرواژه
page-account-current-password = گذرواژه فعلی
page-account-new-password = گذرواژه جدید (دست‌کم ۱۰ نویسه)
page-account-password-change = تغییر گذرواژه
page-account-email-heading = نشانی ایمیل
page-account-email-explain = پیوندی به نشانی جدید فرستاده می‌شود؛ وقتی از آن استفاده شود، حسابتان به آن نشانی منتقل می‌شود. تا آن زمان با نشانی فعلی وارد می‌شوید.
page-account-new-email = نشانی ایمیل جدید
page-account-email-password = گذرواژه
page-account-email-change = تغییر نشانی ایمیل
page-account-data-heading = داده‌های شما
page-account-data-explain = هر آنچه این سرویس درباره حساب شما نگه می‌دارد (نمایه، نشست‌ها همراه با دستگاه‌ها و مکان‌هایشان، ارائه‌دهندگان پیوندشده، عامل‌های دوم و رویدادهای امنیتی مربوط به شما) در یک فایل JSON. این فایل هیچ گذرواژه یا رمزی ندارد.
page-account-data-download = بارگیری داده‌هایتان
page-account-delete-heading = حذف حساب
page-account-delete-explain = نمایه، نشست‌ها، عامل‌های دوم و ارائه‌دهندگان پیوندشده شما را حذف می‌کند و شما را از همه جا خارج می‌کند.
page-account-delete-link = حذف حساب

## Sign-out confirmation

page-logout-title = خروج
page-logout-question = در این مرورگر از حسابتان خارج می‌شوید؟
page-logout-button = خروج

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = یک گذرواژه وارد کنید.
rule-password-too-short = گذرواژه باید دست‌کم { $min } نویسه داشته باشد.
rule-password-too-long = گذرواژه حداکثر می‌تواند { $max } نویسه داشته باشد.
rule-password-is-email = گذرواژه نباید همان نشانی ایمیل باشد.
rule-password-refused = از این گذرواژه نمی‌توان استفاده کرد. لطفاً گذرواژه دیگری انتخاب کنید.
rule-email-invalid = نشانی ایمیلی وارد کنید که بتواند ایمیل دریافت کند، مانند name@example.com.
rule-email-same = این نشانی از قبل نشانی همین حساب است.
rule-field-invalid = یکی از فیلدها بیش از حد طولانی است یا نویسه‌های غیرمجاز دارد.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = نام کلاینت باید ۱ تا ۲۰۰ نویسه داشته باشد
rule-client-name-characters = نام کلاینت نباید نویسه‌های کنترلی یا قالب‌بندی دوسویه داشته باشد
rule-resource-server-confidential = سرور منبع باید کلاینت محرمانه باشد
rule-client-credentials-confidential = client_credentials به کلاینت محرمانه نیاز دارد
rule-public-client-secret = کلاینت عمومی رمز ندارد
rule-shared-signals-confidential = گیرنده Shared Signals باید کلاینت محرمانه باشد
rule-organization-for-receivers = فقط گیرنده Shared Signals به یک سازمان وابسته می‌شود
rule-profile-field-length = فیلدهای نمایه حداکثر { $max } نویسه دارند
rule-profile-field-characters = فیلدهای نمایه نباید نویسه‌های کنترلی یا قالب‌بندی دوسویه داشته باشند
rule-unknown-event-type = نوع رویداد ناشناخته «{ $name }»؛ انواع شناخته‌شده: { $known }
rule-no-event-type = رویدادها باید دست‌کم یک نوع رویداد را نام ببرند
rule-secret-prefix = رمز باید با whsec_ شروع شود
rule-secret-encoding = رمز باید whsec_ و سپس base64 باشد
rule-secret-length = رمز باید ۲۴ تا ۶۴ بایت باشد
rule-delivery-status = status باید pending، delivered یا failed باشد
rule-not-a-timestamp = { $name } باید یک مهر زمانی RFC 3339 باشد
rule-not-a-user-id = user باید شناسه کاربر باشد
rule-not-an-email = email باید نشانی ایمیل باشد
rule-unknown-audit-type = نوع رویداد ناشناخته
rule-unknown-cursor = این cursor را این API صادر نکرده است
rule-page-size = limit باید از ۱ تا ۵۰۰ باشد
rule-no-scope = دست‌کم یک محدوده دسترسی لازم است
rule-undefined-scopes = این API فقط این محدوده‌های دسترسی را تعریف می‌کند: { $scopes }
rule-role-name = نقش باید admin، support، viewer یا none باشد
rule-already-verified = این نشانی از قبل تأیید شده است

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = برای ادامه به { $client }
login-failed-title = ورود ناموفق بود
login-malformed-link = ساختار پیوند ورود نادرست است.
login-request-missing-client = درخواست هیچ برنامه‌ای را مشخص نمی‌کند.
login-request-unknown-client = این برنامه ثبت نشده است یا غیرفعال شده است.
login-request-missing-redirect-uri = درخواست مشخص نمی‌کند که به کجا بازگردد (redirect_uri).
login-request-unregistered-redirect-uri = این redirect_uri برای این برنامه ثبت نشده است.
login-request-state-too-long = پارامتر state بیش از حد طولانی است.
login-request-invalid = درخواست ورود معتبر نیست.

## Signing out of the browser.

login-signout-failed-title = خروج ناموفق بود
login-signout-malformed-link = ساختار پیوند خروج نادرست است.
login-signed-out-title = خارج شدید
login-signed-out-text = در این مرورگر از حسابتان خارج شدید.

## The second step after a password, and an app that needs one.

second-step-title = ورود دومرحله‌ای
second-step-code-label = کد
second-step-continue = ادامه
second-step-enrol-title = تنظیم عامل دوم
second-step-enrol-text = { $client } به ورود دومرحله‌ای نیاز دارد. در صفحه حسابتان یک برنامه احراز هویت یا کلید عبور تنظیم کنید، سپس دوباره به { $client } وارد شوید.
second-step-enrol-link = باز کردن صفحه حساب

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = برنامه احراز هویت
second-step-app-on = { $count ->
    [one] برنامه احراز هویت تنظیم شده است؛ { $count } کد بازیابی استفاده‌نشده باقی مانده است.
   *[other] برنامه احراز هویت تنظیم شده است؛ { $count } کد بازیابی استفاده‌نشده باقی مانده است.
}
second-step-app-remove = حذف برنامه احراز هویت
second-step-app-intro = کدهایی از برنامه‌ای مانند Google Authenticator یا 1Password که پس از گذرواژه از شما خواسته می‌شود.
second-step-app-set-up = تنظیم برنامه احراز هویت
second-step-app-qr-label = کد QR برای برنامه احراز هویت شما
second-step-app-setup-title = تنظیم برنامه احراز هویت
second-step-app-setup-lead = کد را با برنامه احراز هویت اسکن کنید، سپس شش رقمی را که نشان می‌دهد وارد کنید.
second-step-app-setup-key = یا این کلید را در برنامه تایپ کنید:
second-step-app-code-label = کد برنامه
second-step-app-turn-on = فعال‌سازی
second-step-app-cancel = لغو
second-step-recovery-title = کدهای بازیابی را ذخیره کنید
second-step-recovery-lead = برنامه احراز هویت فعال شد. اگر تلفنتان را گم کنید، با هر یک از این کدها می‌توانید یک بار وارد شوید. آن‌ها را جای امنی نگه دارید: دوباره نمایش داده نمی‌شوند.
second-step-recovery-back = بازگشت به حساب

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = ورود با کلید عبور
passkey-not-used = از هیچ کلید عبوری استفاده نشد. دوباره امتحان کنید یا از گذرواژه‌تان استفاده کنید.
passkey-section-heading = کلیدهای عبور
passkey-section-intro = با کلید عبور می‌توانید به‌جای گذرواژه، با اثر انگشت، چهره یا قفل صفحه وارد شوید.
passkey-rename-label = نام جدید
passkey-rename-button = تغییر نام
passkey-remove-button = حذف
passkey-new-name-label = نام کلید عبور جدید
passkey-new-name-placeholder = این لپ‌تاپ
passkey-add-button = افزودن کلید عبور
passkey-already-registered = این کلید عبور از قبل ثبت شده است.
passkey-not-added = هیچ کلید عبوری اضافه نشد. دوباره امتحان کنید.

## The consent screen.

consent-heading = به { $client } اجازه می‌دهید از حسابتان استفاده کند؟
consent-lead = شما با { $account } وارد شده‌اید. { $client } برنامه‌ای است که شخص دیگری ساخته است و می‌خواهد:
consent-revoke-note = هر زمان بخواهید می‌توانید دسترسی آن را در صفحه حسابتان لغو کنید.
consent-deny = رد کردن
consent-allow = اجازه دادن
consent-title = به { $client } اجازه می‌دهید؟

## Connecting a device (TV, console) with a code.

device-login-lead = برای اتصال یک دستگاه به حسابتان
device-code-unknown = این کد درست نیست، منقضی شده یا قبلاً استفاده شده است. کد روی دستگاهتان را بررسی کنید و دوباره امتحان کنید.
device-code-throttled = تعداد کدهای نادرست بیش از حد است. چند دقیقه صبر کنید و سپس دوباره امتحان کنید.
device-code-form-expired = مهلت این فرم تمام شده است. لطفاً کد را دوباره وارد کنید.
device-connected-title = دستگاه متصل شد
device-connected-text = { $client } اکنون به حساب شما متصل است. می‌توانید به دستگاهتان برگردید.
device-denied-title = درخواست رد شد
device-denied-text = { $client } متصل نشد. می‌توانید این صفحه را ببندید.
device-two-factors-title = ورود دومرحله‌ای لازم است
device-two-factors-text = { $client } به ورود دومرحله‌ای نیاز دارد. در صفحه حسابتان با عامل دوم وارد شوید (یا یکی تنظیم کنید)، سپس کد را دوباره اینجا وارد کنید.
device-two-factors-link = باز کردن صفحه حساب

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = پیوند دادن ناموفق بود
upstream-link-from-account-page = ارائه‌دهنده را با دکمه مخصوص آن در صفحه حسابتان پیوند دهید.
upstream-link-expired = مهلت این صفحه تمام شده است. به صفحه حسابتان برگردید، آن را بازخوانی کنید و دوباره امتحان کنید.
upstream-unknown-provider = چنین ارائه‌دهنده ورودی وجود ندارد.
upstream-bad-state = این ورود قبلاً استفاده شده، منقضی شده یا در مرورگر دیگری شروع شده است. به برنامه برگردید و دوباره وارد شوید.
upstream-denied = ورود از طریق ارائه‌دهنده انجام نشد. به برنامه برگردید و دوباره امتحان کنید.
upstream-refused = پاسخ ارائه‌دهنده پذیرفته نشد. به برنامه برگردید و دوباره وارد شوید.
upstream-unavailable = دسترسی به ارائه‌دهنده ورود ممکن نشد. چند لحظه دیگر دوباره امتحان کنید یا از راه دیگری وارد شوید.
upstream-email-taken = حسابی با این نشانی ایمیل از قبل وجود دارد. با گذرواژه یا کلید عبور آن حساب وارد شوید، سپس این ارائه‌دهنده را در صفحه حساب پیوند دهید.
upstream-outside-domains = از طریق ورود سازمان شما فقط نشانی‌هایی از دامنه‌های تأییدشده خود سازمان می‌توانند وارد شوند.
upstream-unconfirmed-account = حسابی با این نشانی ایمیل وجود دارد، اما نشانی آن هرگز تأیید نشده است. آن را تأیید کنید (یا گذرواژه‌اش را بازنشانی کنید)، سپس دوباره از طریق سازمانتان وارد شوید.
upstream-operator-account = این حساب در کنسول اپراتورها نقش دارد: با گذرواژه و عامل دوم خودش وارد می‌شود، نه از طریق ورود یک سازمان.
upstream-registration-closed = این حساب در اینجا وجود ندارد و امکان ایجاد حساب جدید هم نیست. از اپراتور بخواهید برایتان حساب بسازد.
upstream-no-email = ارائه‌دهنده نشانی ایمیلی به اشتراک نگذاشت، در حالی که حساب جدید به آن نیاز دارد.
upstream-unverified-email = ارائه‌دهنده تأیید نکرد که این نشانی ایمیل متعلق به شماست، بنابراین نمی‌توان با آن حساب ساخت. با نشانی ایمیل خود حساب بسازید، سپس ارائه‌دهنده را در صفحه حسابتان پیوند دهید.
upstream-linked-elsewhere = این ورود از قبل به حساب دیگری پیوند داده شده است.
upstream-already-linked = حساب شما از قبل با ورود دیگری به این ارائه‌دهنده پیوند داده شده است. ابتدا پیوند آن را لغو کنید.
upstream-disabled = این حساب غیرفعال است.
upstream-reauthenticate = در صفحه حسابتان دوباره وارد شوید، سپس ارائه‌دهنده را پیوند دهید.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = حساب خود را بسازید
signup-lead = ایمیلی برایتان می‌فرستیم تا نشانی‌تان را تأیید کنید.
signup-email = ایمیل
signup-password = گذرواژه (دست‌کم ۱۰ نویسه)
signup-name = نام (اختیاری)
signup-button = ایجاد حساب
signup-closed-title = ثبت‌نام بسته است
signup-closed-text = حساب‌های جدید را اپراتور این سرویس می‌سازد. از او بخواهید برایتان حساب بسازد.
signup-sent-title = ایمیل خود را بررسی کنید
signup-sent-text = ایمیلی برای تأیید نشانی‌تان فرستادیم. پیوند آن را باز کنید؛ از همین حالا می‌توانید وارد شوید.
signup-sent-continue-text = ایمیلی برای تأیید نشانی‌تان فرستادیم. اکنون می‌توانید وارد شوید و ادامه دهید.
signup-sent-continue = ورود و ادامه

## Address confirmation page (opened from the mailed link)

verify-title = نشانی ایمیل خود را تأیید کنید
verify-lead = تأیید کنید که این نشانی ایمیل متعلق به شماست تا حسابتان بتواند از آن استفاده کند. اگر اینجا حسابی نساخته‌اید یا نشانی آن را تغییر نداده‌اید، تأیید نکنید: این صفحه را ببندید.
verify-button = تأیید نشانی من
verify-done-title = نشانی ایمیل تأیید شد
verify-done-text = سپاسگزاریم: نشانی ایمیل شما تأیید شد. می‌توانید این صفحه را ببندید.

## Password reset request page

forgot-title = گذرواژه را فراموش کرده‌اید؟
forgot-lead = نشانی ایمیل خود را وارد کنید. اگر حسابی با آن وجود داشته باشد، پیوندی برای تعیین گذرواژه جدید برایتان می‌فرستیم.
forgot-email = ایمیل
forgot-button = ارسال پیوند
forgot-sent-title = ایمیل خود را بررسی کنید
forgot-sent-text = اگر این نشانی حسابی داشته باشد، ایمیلی با پیوند تعیین گذرواژه جدید در راه است. این پیوند ۳۰ دقیقه اعتبار دارد.

## New password page (opened from the mailed link)

reset-title = تعیین گذرواژه جدید
reset-lead = گذرواژه‌ای بین ۱۰ تا ۲۵۶ نویسه انتخاب کنید. همه دستگاه‌هایی که وارد حسابتان شده‌اند خارج می‌شوند.
reset-password = گذرواژه جدید
reset-button = تعیین گذرواژه
reset-done-title = گذرواژه تعیین شد
reset-done-text = گذرواژه جدید شما تعیین شد و همه دستگاه‌هایی که وارد شده بودند خارج شدند. با گذرواژه جدید دوباره وارد شوید.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = نمایه شما ذخیره شد.
account-password-changed = گذرواژه شما تغییر کرد؛ همه دستگاه‌های دیگر خارج شدند.
account-email-requested = اگر بتوان از آن نشانی استفاده کرد، پیوندی برای تأیید آن در راه است: وقتی از پیوند استفاده شود، نشانی شما تغییر می‌کند.
account-session-signed-out = از آن نشست خارج شدید.
account-others-signed-out = از همه نشست‌های دیگر خارج شدید.
account-console-needs-factor = کنسول اپراتور به عامل دوم نیاز دارد: در پایین یک برنامه احراز هویت یا کلید عبور اضافه کنید، سپس با آن دوباره وارد شوید.
account-form-expired = مهلت این فرم تمام شده است. لطفاً دوباره امتحان کنید.
account-login-lead = برای دیدن و تغییر حسابتان
account-sign-in-again-lead = دوباره، برای تغییر روش ورودتان
account-sign-in-again = برای حفظ امنیت شما، پیش از افزودن یا حذف روش ورود، دوباره وارد شوید (اگر عامل دوم دارید، با آن).
account-second-step-purpose = برای باز کردن حسابتان
account-profile-name = نام
account-profile-mobile = شماره موبایل
account-profile-picture = نشانی URL عکس
account-profile-country-code = کد کشور
account-profile-country = کشور
account-profile-city = شهر
account-profile-postal-code = کد پستی
account-session-unknown-device = دستگاه ناشناخته
account-session-unknown-app = برنامه ناشناخته
account-session-when = ورود: { $since } · آخرین فعالیت: { $active }
account-provider-not-linked = آن ارائه‌دهنده به حساب شما پیوند داده نشده است.
account-last-sign-in-method = این تنها راه ورود به حساب شماست. ابتدا یک کلید عبور اضافه کنید یا گذرواژه‌ای تعیین کنید (گذرواژه را فراموش کرده‌اید؟).
account-session-gone = آن نشست دیگر فعال نیست.
account-wrong-password = گذرواژه فعلی درست نیست.
account-too-many-passwords = تعداد گذرواژه‌های نادرست بیش از حد است. چند دقیقه صبر کنید و سپس دوباره امتحان کنید.
account-unknown-action = این صفحه چنین کاری انجام نمی‌دهد.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = برنامه احراز هویت حذف شد.
factors-passkey-added = کلید عبور شما اضافه شد: از این پس با آن وارد می‌شوید.
factors-passkey-renamed = نام کلید عبور تغییر کرد.
factors-passkey-removed = کلید عبور حذف شد.
factors-passkey-added-on = افزوده‌شده در { $date }
factors-passkey-last-used = آخرین استفاده در { $date }
factors-passkey-synced = همگام‌سازی‌شده
factors-wrong-code = این کد درست نیست. ساعت برنامه را بررسی کنید و کدی را که اکنون نشان می‌دهد وارد کنید.
factors-too-many-codes = تعداد کدهای نادرست بیش از حد است. چند دقیقه صبر کنید و سپس دوباره امتحان کنید.
factors-totp-already = یک برنامه احراز هویت از قبل تنظیم شده است.
factors-totp-nothing-pending = هیچ برنامه احراز هویتی در حال تنظیم نیست. از نو شروع کنید.
factors-totp-not-set-up = هیچ برنامه احراز هویتی تنظیم نشده است.
factors-passkey-registered = این کلید عبور از قبل ثبت شده است.
factors-passkey-too-many = حساب شما به حداکثر تعداد کلیدهای عبور رسیده است: ابتدا یکی را حذف کنید.
factors-passkey-too-many-attempts = تعداد تلاش‌ها بیش از حد است. چند دقیقه صبر کنید و سپس دوباره امتحان کنید.
factors-passkey-name-length = نام کلید عبور باید ۱ تا ۶۴ نویسه داشته باشد.
factors-passkey-not-yours = این کلید عبور دیگر متعلق به شما نیست.
factors-passkey-not-added = کلید عبور اضافه نشد یا این کار بیش از حد طول کشید. دوباره امتحان کنید.
factors-page-expired = مهلت این صفحه تمام شده است؛ آن را بازخوانی کنید.
factors-sign-in-again = دوباره وارد شوید.
factors-passkeys-unavailable = کلیدهای عبور در این سرور در دسترس نیستند.
factors-sign-in-to-add = برای افزودن کلید عبور دوباره وارد شوید.

## The account page's sign-in providers (another account that signs the user in).

links-heading = ورود با حسابی دیگر
links-linked = ارائه‌دهنده پیوند داده شد: از این پس می‌توانید با آن به این حساب وارد شوید.
links-unlinked = پیوند ارائه‌دهنده لغو شد.
links-linked-on = پیوندشده در { $date }
links-unlink = لغو پیوند
links-link = پیوند دادن { $provider }

## The account page's third-party apps the user allowed.

apps-heading = برنامه‌های دارای دسترسی
apps-allowed-on = مجازشده در { $date }
apps-remove = لغو دسترسی
apps-removed = دسترسی برنامه لغو شد و برنامه از حساب شما خارج شد.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = حذف حساب
delete-explain-lead = می‌توانید خودتان حسابتان و همه اطلاعاتی را که درباره آن نگهداری می‌شود حذف کنید.
delete-explain-sign-in = وارد شوید: با گذرواژه، کلید عبور یا ارائه‌دهنده‌ای که با آن ثبت‌نام کرده‌اید («ورود با …»).
delete-explain-confirm = تأیید کنید که حساب باید حذف شود.
delete-explain-what = چه چیزهایی حذف می‌شود: نمایه شما (نام، نشانی ایمیل، شماره تلفن، عکس، مکان)، گذرواژه‌تان، همه نشست‌ها و دستگاه‌ها و مکان‌های ثبت‌شده با آن‌ها، عامل‌های دوم، کلیدهای عبور، ارائه‌دهندگان ورود پیوندشده و همه توکن‌هایی که برای برنامه‌ها صادر شده است. همه دستگاه‌ها خارج می‌شوند. گزارش امنیتی، موارد مربوط به شما را با نامی تصادفی و بدون نشانی‌های IP، حداکثر به مدت { $days ->
        [one] { $days } روز
       *[other] { $days } روز
    } نگه می‌دارد.
delete-explain-now = زمان: بی‌درنگ. تأییدیه‌ای به نشانی ایمیل شما فرستاده می‌شود.
delete-explain-later = زمان: { $days ->
        [one] { $days } روز
       *[other] { $days } روز
    } پس از درخواست شما؛ اگر پیش از آن وارد شوید، حساب حفظ می‌شود. تأییدیه‌ای به نشانی ایمیل شما فرستاده می‌شود.
delete-explain-apps = برنامه‌ها هم می‌توانند حساب را از بخش تنظیماتشان حذف کنند.
delete-explain-link = ورود و حذف حساب
delete-login-lead = برای حذف حسابتان
delete-confirm-what = این کار نمایه، نشست‌ها، عامل‌های دوم، کلیدهای عبور و ارائه‌دهندگان پیوندشده شما را حذف می‌کند و شما را از همه دستگاه‌ها خارج می‌کند.
delete-confirm-later = حساب پس از { $days ->
        [one] { $days } روز
       *[other] { $days } روز
    } حذف می‌شود؛ اگر پیش از آن وارد شوید، حساب حفظ می‌شود.
delete-confirm-now = این کار برگشت‌پذیر نیست.
delete-confirm-check = حساب من و همه اطلاعات مربوط به آن حذف شود
delete-confirm-button = حذف حساب من
delete-confirm-keep = حفظ حساب من
delete-done-title = حساب حذف شد
delete-done = حساب شما و همه اطلاعات مربوط به آن حذف شد. تأییدیه‌ای به نشانی ایمیل شما در راه است.
delete-scheduled-title = حذف حساب زمان‌بندی شد
delete-scheduled = همه نشست‌ها پایان یافت. حساب شما در تاریخ { $date } حذف می‌شود؛ برای نگه داشتن آن، پیش از این تاریخ وارد شوید.

## The account page's language (stored: the language of the user's mails).

account-language-heading = زبان
account-language-help = زبان صفحه‌های این حساب و ایمیل‌هایی که برای آن فرستاده می‌شود.
account-language-save = ذخیره زبان
account-language-saved = زبان شما ذخیره شد.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · کنسول
console-nav-signed-in = کنسول · وارد شده با { $email } ({ $role })
console-nav-your-account = حساب شما
console-nav-label = کنسول
console-nav-overview = نمای کلی
console-nav-users = کاربران
console-nav-organizations = سازمان‌ها
console-nav-clients = کلاینت‌ها
console-nav-apis = APIها
console-nav-webhooks = وب‌هوک‌ها
console-nav-audit = گزارش حسابرسی
console-nav-keys = کلیدها
console-nav-settings = تنظیمات

console-frame-role-admin = مدیر
console-frame-role-support = پشتیبانی
console-frame-role-viewer = بیننده
console-frame-role-none = بدون نقش
console-frame-table-empty = { $caption }: موردی وجود ندارد.
console-frame-age-days = { $count ->
    [one] { $count } روز
   *[other] { $count } روز
}
console-frame-age-hours = { $count ->
    [one] { $count } ساعت
   *[other] { $count } ساعت
}
console-frame-age-minutes = { $count ->
    [one] { $count } دقیقه
   *[other] { $count } دقیقه
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = نقش شما در کنسول اجازه باز کردن این صفحه را نمی‌دهد. اگر به آن نیاز دارید، از یک مدیر بخواهید.
console-gate-form-expired = مهلت این فرم تمام شده است یا فرم از کنسول نیامده است. صفحه را دوباره باز کنید و کار را تکرار کنید.
console-gate-change-not-allowed = نقش شما در کنسول اجازه این تغییر را نمی‌دهد.
console-gate-no-role = حساب شما در کنسول نقشی ندارد. یک مدیر می‌تواند به شما نقش بدهد.
console-gate-not-allowed-title = مجاز نیست
console-gate-not-found-title = پیدا نشد
console-gate-not-done-title = انجام نشد
console-gate-sign-in-again-lead = دوباره، با عامل دوم، برای باز کردن کنسول
console-gate-needs-second-factor = کنسول به ورود با عامل دوم شما نیاز دارد (برنامه احراز هویت یا کلید عبور).
console-gate-no-such-user = چنین کاربری وجود ندارد.
console-gate-no-such-client = چنین کلاینتی وجود ندارد.
console-gate-no-such-api = چنین APIای وجود ندارد.
console-gate-no-such-webhook = چنین وب‌هوکی وجود ندارد.
console-gate-no-such-delivery = چنین تحویلی وجود ندارد.
console-gate-no-such-session = چنین نشستی وجود ندارد.
console-gate-no-such-link = چنین پیوندی وجود ندارد.
console-gate-no-such-organization = چنین سازمانی وجود ندارد.
console-gate-no-such-domain = چنین دامنه‌ای وجود ندارد.
console-gate-no-such = چنین موردی وجود ندارد: { $what }.
console-gate-duplicate-email = کاربری با این ایمیل از قبل وجود دارد.
console-gate-last-sign-in-method = این پیوند آخرین راه ورود به حساب است: ابتدا یک گذرواژه تعیین کنید.
console-gate-api-exists = APIای با این شناسه از قبل وجود دارد.
console-gate-disable-client-first = پیش از حذف کلاینت، آن را غیرفعال کنید.

## The console's overview page.

console-overview-title = نمای کلی
console-overview-find-user = یافتن کاربر
console-overview-accounts = حساب‌ها
console-overview-live-sessions = نشست‌های فعال
console-overview-sign-ins = ورودها، ۲۴ ساعت
console-overview-failed-sign-ins = ورودهای ناموفق، ۲۴ ساعت
console-overview-lockouts = قفل‌های فعال
console-overview-failing-deliveries = تحویل‌های ناموفق وب‌هوک
console-overview-chart-heading = ورودها در ۲۴ ساعت گذشته
console-overview-counted = شمارش‌شده در { $at } (آمار حداکثر یک دقیقه تأخیر دارد).
console-overview-chart-label = ورودها به تفکیک ساعت در ۲۴ ساعت گذشته: { $succeeded } موفق، { $failed } ناموفق
console-overview-chart-hour = { $time }: { $succeeded } موفق، { $failed } ناموفق
console-overview-chart-start = ۲۴ ساعت پیش
console-overview-chart-end = اکنون
console-overview-legend-succeeded = موفق ({ $count })
console-overview-legend-failed = ناموفق ({ $count })
console-overview-keys-heading = کلیدهای امضا
console-overview-keys-caption = کلیدهای امضا، جدیدترین در ابتدا
console-overview-key = کلید
console-overview-algorithm = الگوریتم
console-overview-state = وضعیت
console-overview-age = عمر
console-overview-signing-for = مدت امضا
console-overview-key-pending = در انتظار
console-overview-key-active = فعال
console-overview-key-retired = منسوخ
console-overview-keys-link = کلیدها و چرخش

## The console's users list.

console-users-title = کاربران
console-users-deleted = کاربر حذف شد.
console-users-search-label = نشانی، نام یا شناسه کاربر
console-users-search = جستجو
console-users-search-help = نشانی‌ها از ابتدایشان تطبیق داده می‌شوند و نام‌ها از ابتدای هر واژه؛ شناسه فقط به‌طور کامل تطبیق داده می‌شود.
console-users-caption = کاربران، قدیمی‌ترین در ابتدا
console-users-matching = کاربران منطبق با «{ $query }»
console-users-address = نشانی
console-users-name = نام
console-users-verified = تأییدشده
console-users-state = وضعیت
console-users-created = تاریخ ایجاد
console-users-yes = بله
console-users-no = خیر
console-users-enabled = فعال
console-users-disabled = غیرفعال
console-users-next-page = صفحه بعد

## The console's page of one user.

console-user-done-disabled = کاربر غیرفعال شد: همه نشست‌ها پایان یافت.
console-user-done-enabled = کاربر فعال شد: می‌تواند دوباره وارد شود.
console-user-done-signed-out = همه نشست‌های کاربر پایان یافت.
console-user-done-session-ended = نشست پایان یافت.
console-user-done-factors-reset = عامل‌های دوم کاربر حذف شد؛ با ایمیل به او اطلاع داده شد.
console-user-done-verification-sent = ایمیل تأیید در راه است.
console-user-done-role = نقش تغییر کرد.
console-user-why-heading = چرا این کاربر نمی‌تواند وارد شود؟
console-user-nothing-stops = در حال حاضر هیچ چیزی مانع ورود این کاربر نیست.
console-user-reason-disabled = حساب را یک اپراتور غیرفعال کرده است.
console-user-reason-unverified = نشانی تأیید نشده است: تا زمانی که از پیوند ایمیل تأیید استفاده نشود، ورود با گذرواژه رد می‌شود.
console-user-reason-locked-password = پس از وارد کردن گذرواژه‌های نادرست از { $ip }، تا { $until } قفل شده است (حدود { $minutes } دقیقه؛ محدودیت ورود).
console-user-reason-locked-second-step = مرحله دوم به دلیل کدهای نادرست تا { $until } قفل شده است (حدود { $minutes } دقیقه؛ محدودیت عامل دوم).
console-user-reason-passkey-only = حساب گذرواژه ندارد: فقط با کلید عبور وارد می‌شود (یا پس از بازنشانی گذرواژه).
console-user-reason-providers-only = حساب گذرواژه ندارد: فقط از طریق { $providers } وارد می‌شود (یا پس از بازنشانی گذرواژه).
console-user-reason-second-factor-due = هیچ عامل دومی تنظیم نشده است و { $clients } ورود دومرحله‌ای می‌خواهند: کاربر باید ابتدا یک عامل دوم اضافه کند.
console-user-reason-deletion-scheduled = کاربر درخواست حذف حساب را داده است: حساب در { $date } حذف می‌شود، مگر اینکه کاربر پیش از آن وارد شود.
console-user-profile = نمایه
console-user-id = شناسه کاربر
console-user-address = نشانی
console-user-verified = تأییدشده
console-user-state = وضعیت
console-user-name = نام
console-user-mobile = موبایل
console-user-place = مکان
console-user-created = تاریخ ایجاد
console-user-console-role = نقش در کنسول
console-user-sessions = نشست‌ها
console-user-sessions-caption = نشست‌های فعال، جدیدترین در ابتدا
console-user-device = دستگاه
console-user-ip-and-place = نشانی IP و مکان
console-user-signed-in = ورود
console-user-last-active = آخرین فعالیت
console-user-methods = روش‌ها
console-user-end-column = پایان
console-user-end-session = پایان دادن
console-user-unknown-device = دستگاه ناشناخته
console-user-second-factors = عامل‌های دوم
console-user-authenticator-app = برنامه احراز هویت
console-user-recovery-codes-left = کدهای بازیابی باقی‌مانده
console-user-passkeys = کلیدهای عبور
console-user-factor-none = ندارد
console-user-totp-since = از { $date }
console-user-providers-and-apps = ارائه‌دهندگان و برنامه‌ها
console-user-links-caption = ارائه‌دهندگان پیوندشده
console-user-provider = ارائه‌دهنده
console-user-address-given = نشانی ارائه‌شده
console-user-linked = زمان پیوند
console-user-consents-caption = رضایت‌ها به برنامه‌های شخص ثالث
console-user-client = کلاینت
console-user-scopes = محدوده‌های دسترسی
console-user-allowed = زمان اجازه
console-user-recent-events = رویدادهای اخیر
console-user-events-caption = جدیدترین رویدادهای حسابرسی درباره کاربر
console-user-when = زمان
console-user-type = نوع
console-user-actor = انجام‌دهنده
console-user-ip = نشانی IP
console-user-every-event = همه رویدادهای مربوط به کاربر
console-user-actions = اقدامات
console-user-disable = غیرفعال کردن
console-user-enable = فعال کردن
console-user-sign-out-everywhere = خروج از همه جا
console-user-resend-verification = ارسال دوباره ایمیل تأیید
console-user-reset-factors = بازنشانی عامل‌های دوم
console-user-reset-factors-confirm = حذف برنامه احراز هویت، کدهای بازیابی و کلیدهای عبور
console-user-delete = حذف کاربر
console-user-delete-confirm = حذف این حساب و همه اطلاعات مربوط به آن، همین حالا
console-user-role-heading = نقش در کنسول
console-user-role-label = نقش
console-user-set-role = تعیین نقش
console-user-role-help = بیننده‌ها همه صفحه‌ها را می‌بینند؛ پشتیبانی علاوه بر این کاربران را غیرفعال و فعال می‌کند، آن‌ها را خارج می‌کند، عامل‌های دومشان را بازنشانی می‌کند و ایمیل تأیید را دوباره می‌فرستد؛ مدیران همه کارها را انجام می‌دهند.
console-user-unknown-action = این صفحه چنین کاری انجام نمی‌دهد.
console-user-not-on-this-user = برای این کاربر مجاز نیست: اپراتورهای پایین‌تر از مدیر فقط روی کاربران بدون نقش کار می‌کنند و هیچ‌کس نمی‌تواند در اینجا نقش، وضعیت، عامل‌ها یا حساب خودش را تغییر دهد.
console-user-tick-to-confirm = برای تأیید، کادر را علامت بزنید و سپس کار را تکرار کنید.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = کلاینت‌ها
console-client-list-caption = کلاینت‌ها، قدیمی‌ترین در ابتدا
console-client-name = نام
console-client-kind = نوع
console-client-state = وضعیت
console-client-registered = تاریخ ثبت
console-client-kind-public = عمومی
console-client-kind-confidential = محرمانه
console-client-state-enabled = فعال
console-client-state-disabled = غیرفعال
console-client-register-heading = ثبت کلاینت
console-client-register = ثبت
console-client-registered-notice = کلاینت ثبت شد.
console-client-deleted = کلاینت حذف شد.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URIهای بازگشت، هر کدام در یک خط
console-client-scopes-field = محدوده‌های دسترسی (خالی: openid email profile authorization)
console-client-package-names-field = نام بسته‌های Android، هر کدام در یک خط
console-client-app-origins-field = مبدأهای برنامه برای کلیدهای عبور، هر کدام در یک خط
console-client-logout-uri-field = URI خروج کانال پشتی (back-channel)
console-client-organization-field = سازمان گیرنده Shared Signals (نامک یا شناسه)
console-client-flag-public = عمومی (برنامه مرورگر یا برنامه بومی: بدون رمز، PKCE)
console-client-flag-resource-server = سرور منبع (می‌تواند توکن‌ها را بازرسی کند)
console-client-flag-client-credentials = می‌تواند برای خودش توکن بگیرد (client_credentials)
console-client-flag-rotate-refresh-tokens = چرخش توکن‌های تازه‌سازی
console-client-flag-require-mfa = فقط ورودهای دومرحله‌ای
console-client-flag-require-par = فقط درخواست‌های مجوز ارسالی (PAR)
console-client-flag-third-party = شخص ثالث: کاربران ابتدا رضایت می‌دهند
console-client-flag-shared-signals = گیرنده Shared Signals: جریانی از رویدادهای امنیتی دریافت می‌کند

## Console: one client's page

console-client-saved = تنظیمات کلاینت ذخیره شد.
console-client-disabled-notice = کلاینت غیرفعال شد: توکن‌هایش دیگر تأیید نمی‌شوند.
console-client-granted = مجوز ذخیره شد.
console-client-secret-replaced = رمز جایگزین شد.
console-client-secret-heading = رمز کلاینت
console-client-secret-once = همین حالا آن را کپی کنید: فقط همین یک بار نمایش داده می‌شود و دیگر هرگز نمایش داده نخواهد شد (فقط چکیده آن نگهداری می‌شود).
console-client-settings-heading = تنظیمات
console-client-yes = بله
console-client-no = خیر
console-client-redirect-uris = URIهای بازگشت
console-client-scopes = محدوده‌های دسترسی
console-client-resource-server = سرور منبع
console-client-two-factor-only = فقط دومرحله‌ای
console-client-par-only = فقط PAR
console-client-third-party = شخص ثالث
console-client-shared-signals = گیرنده Shared Signals
console-client-changed = آخرین تغییر
console-client-grants-heading = مجوزهای API
console-client-grants-caption = APIهایی که این کلاینت می‌تواند برای خودش فراخوانی کند
console-client-api = رابط API
console-client-api-identifier = شناسه API
console-client-grant = اعطای مجوز
console-client-actions-heading = اقدامات
console-client-rotate-secret = چرخش رمز
console-client-rotate-secret-confirm = جایگزینی رمز: رمز قدیمی بلافاصله از کار می‌افتد
console-client-disable = غیرفعال کردن
console-client-disable-confirm = غیرفعال کردن کلاینت: توکن‌هایش دیگر تأیید نمی‌شوند
console-client-delete = حذف
console-client-delete-confirm = حذف کلاینت همراه با هر چیزی که برای آن صادر شده است
console-client-edit-heading = ویرایش
console-client-save = ذخیره
console-client-confirm-first = برای تأیید، کادر را علامت بزنید و سپس کار را تکرار کنید.
console-client-unknown-action = این صفحه چنین کاری انجام نمی‌دهد.

## Console: the APIs page

console-api-title = APIها
console-api-list-caption = APIها (شاخص‌های منبع)
console-api-identifier = شناسه
console-api-scopes = محدوده‌های دسترسی
console-api-registered-column = تاریخ ثبت
console-api-register-heading = ثبت API
console-api-identifier-field = شناسه (یک نشانی URL از نوع https)
console-api-scopes-field = محدوده‌های دسترسی، جداشده با فاصله
console-api-register = ثبت
console-api-registered = API ثبت شد.

## Console: the webhooks page

console-webhook-title = وب‌هوک‌ها
console-webhook-list-caption = نقاط پایانی وب‌هوک
console-webhook-endpoint = نقطه پایانی (تحویل‌های آن)
console-webhook-events = رویدادها
console-webhook-registered-column = تاریخ ثبت
console-webhook-remove = حذف
console-webhook-remove-confirm = توقف تحویل به این نقطه پایانی
console-webhook-secret-heading = رمز امضا
console-webhook-secret-once = همین حالا آن را به گیرنده بدهید: فقط همین یک بار نمایش داده می‌شود.
console-webhook-register-heading = ثبت نقطه پایانی
console-webhook-url = نشانی URL
console-webhook-events-field = انواع رویداد، جداشده با فاصله
console-webhook-register = ثبت
console-webhook-registered = نقطه پایانی ثبت شد.
console-webhook-removed = نقطه پایانی حذف شد.
console-webhook-confirm-first = برای تأیید، کادر را علامت بزنید و سپس کار را تکرار کنید.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = تحویل‌ها
console-webhook-deliveries-caption = تحویل‌ها، جدیدترین در ابتدا
console-webhook-delivery = تحویل
console-webhook-event = رویداد
console-webhook-status = وضعیت
console-webhook-attempts = تلاش‌ها
console-webhook-last-error = آخرین خطا
console-webhook-replay = ارسال دوباره
console-webhook-replayed = تحویل دوباره در صف قرار گرفت.
console-webhook-status-pending = در انتظار
console-webhook-status-delivered = تحویل‌شده
console-webhook-status-failed = ناموفق

## Console: the audit trail

console-audit-title = گزارش حسابرسی
console-audit-user-id = شناسه کاربر
console-audit-address = نشانی
console-audit-type = نوع
console-audit-since = از (RFC 3339)
console-audit-until = تا (RFC 3339)
console-audit-any-type = همه
console-audit-filter = فیلتر
console-audit-caption = رویدادها، جدیدترین در ابتدا
console-audit-when = زمان
console-audit-type-column = نوع
console-audit-actor = انجام‌دهنده
console-audit-user = کاربر
console-audit-client = کلاینت
console-audit-ip = نشانی IP
console-audit-older = رویدادهای قدیمی‌تر

## Console: the signing keys

console-keys-title = کلیدها
console-keys-caption = دسته‌کلید، جدیدترین در ابتدا
console-keys-key = کلید
console-keys-algorithm = الگوریتم
console-keys-state = وضعیت
console-keys-made = تاریخ ساخت
console-keys-age = عمر
console-keys-signing-since = زمان شروع امضا
console-keys-retired = زمان منسوخ‌شدن
console-keys-state-pending = در انتظار
console-keys-state-active = فعال
console-keys-state-retired = منسوخ
console-keys-rotate-heading = چرخش
console-keys-rotate-help = چرخش دو مرحله دارد: مرحله اول یک کلید id_token جدید را در JWKS منتشر می‌کند، مرحله دوم آن را به کلید امضا تبدیل می‌کند (و کلید access-token را جایگزین می‌کند). کلیدهای قدیمی تا انقضای آخرین توکنشان همچنان برای تأیید به کار می‌روند.
console-keys-rotate = چرخش
console-keys-rotate-confirm = چرخش کلیدهای امضا
console-keys-published = یک کلید id_token جدید منتشر شد: چرخش بعدی آن را به کلید امضا تبدیل می‌کند.
console-keys-activated = کلید منتشرشده اکنون id_tokenها را امضا می‌کند، همراه با یک کلید access-token جدید.
console-keys-not-done = انجام نشد
console-keys-confirm-first = برای تأیید، کادر را علامت بزنید و سپس کار را تکرار کنید.

## Console: the settings

console-settings-title = تنظیمات
console-settings-effective-heading = پیکربندی اعمال‌شده
console-settings-effective-help = پس از اعمال فایل‌ها، متغیرهای محیطی و پیش‌فرض‌ها؛ رمزها پنهان شده‌اند.
console-settings-caption = تنظیمات
console-settings-setting = تنظیم
console-settings-value = مقدار
console-settings-upstream-heading = ارائه‌دهندگان بالادستی
console-settings-providers-caption = ارائه‌دهندگان
console-settings-provider-id = شناسه
console-settings-provider-button = دکمه
console-settings-provider-last-error = آخرین خطا در این نمونه
console-settings-no-trouble = هیچ خطایی از زمان راه‌اندازی
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = اگر از برنامه استفاده می‌کنید، به‌جای آن این کد را وارد کنید: { $token }
mail-set-password-button = تعیین گذرواژه جدید
mail-open-account-button = باز کردن حساب

## Verification of a new account's address

mail-verification-subject = نشانی ایمیل خود را تأیید کنید
mail-verification-welcome = خوش آمدید! لطفاً تأیید کنید که این نشانی ایمیل شماست.
mail-verification-link-hours = { $hours ->
    [one] این پیوند { $hours } ساعت و فقط یک بار کار می‌کند.
   *[other] این پیوند { $hours } ساعت و فقط یک بار کار می‌کند.
}
mail-verification-ignore = اگر حسابی نساخته‌اید، این ایمیل را نادیده بگیرید.
mail-verification-button = تأیید نشانی من

## Moving an account to a new address: the mail to the new address

mail-change-subject = نشانی ایمیل جدید خود را تأیید کنید
mail-change-confirm = لطفاً تأیید کنید که حساب شما از این پس باید از این نشانی ایمیل استفاده کند.
mail-change-link-hours = { $hours ->
    [one] این پیوند { $hours } ساعت و فقط یک بار کار می‌کند؛ تا آن زمان نشانی قبلی شما باقی می‌ماند.
   *[other] این پیوند { $hours } ساعت و فقط یک بار کار می‌کند؛ تا آن زمان نشانی قبلی شما باقی می‌ماند.
}
mail-change-ignore = اگر چنین درخواستی نداده‌اید، این ایمیل را نادیده بگیرید: چیزی تغییر نمی‌کند.
mail-change-button = استفاده از این نشانی

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = تغییر نشانی ایمیل حساب شما
mail-change-notice-asked = کسی که وارد حساب شما شده است درخواست کرده است نشانی ایمیل حساب به { $address } تغییر کند.
mail-change-notice-until = این تغییر فقط زمانی انجام می‌شود که از پیوندی که به آن نشانی فرستاده شده استفاده شود؛ تا آن زمان همین نشانی باقی می‌ماند.
mail-change-notice-not-you = اگر شما نبودید، همین حالا گذرواژه جدیدی تعیین کنید: این کار همه نشست‌ها را پایان می‌دهد و پیوند را باطل می‌کند.

## To an address that tried to register again

mail-registered-subject = شما از قبل حساب دارید
mail-registered-tried = کسی تلاش کرد با این نشانی ایمیل حساب بسازد، در حالی که این نشانی از قبل حساب دارد.
mail-registered-if-you = اگر شما بودید، وارد شوید یا اگر گذرواژه را فراموش کرده‌اید، گذرواژه جدیدی تعیین کنید.
mail-registered-not-you = اگر شما نبودید، این ایمیل را نادیده بگیرید: چیزی تغییر نکرده است.

## Password reset

mail-reset-subject = تعیین گذرواژه جدید
mail-reset-asked = کسی درخواست کرد برای حساب شما گذرواژه جدیدی تعیین شود.
mail-reset-link-minutes = { $minutes ->
    [one] این پیوند { $minutes } دقیقه و فقط یک بار کار می‌کند؛ درخواست جدیدتر جای آن را می‌گیرد.
   *[other] این پیوند { $minutes } دقیقه و فقط یک بار کار می‌کند؛ درخواست جدیدتر جای آن را می‌گیرد.
}
mail-reset-not-you = اگر شما نبودید، این ایمیل را نادیده بگیرید: گذرواژه شما تغییری نمی‌کند.

## Notices: a second factor changed

mail-totp-added-subject = یک برنامه احراز هویت اضافه شد
mail-totp-added-body = یک برنامه احراز هویت به‌عنوان عامل دوم به حساب شما اضافه شد.
mail-totp-removed-subject = برنامه احراز هویت شما حذف شد
mail-totp-removed-body = برنامه احراز هویت از حساب شما حذف شد: اکنون برای ورود فقط گذرواژه لازم است.
mail-passkey-added-subject = یک کلید عبور اضافه شد
mail-passkey-added-body = یک کلید عبور به حساب شما اضافه شد: با آن می‌توانید بدون گذرواژه وارد شوید.
mail-passkey-removed-subject = یک کلید عبور حذف شد
mail-passkey-removed-body = یک کلید عبور از حساب شما حذف شد: دیگر نمی‌توان با آن وارد شد.
mail-recovery-used-subject = از یک کد بازیابی استفاده شد
mail-recovery-used-body = { $left ->
    [one] برای ورود به حساب شما از یک کد بازیابی استفاده شد؛ { $left } کد استفاده‌نشده باقی مانده است.
   *[other] برای ورود به حساب شما از یک کد بازیابی استفاده شد؛ { $left } کد استفاده‌نشده باقی مانده است.
}
mail-factor-not-you = اگر شما نبودید، از صفحه حسابتان گذرواژه را تغییر دهید و از همه جا خارج شوید.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } به حساب شما پیوند داده شد
mail-linked-body = حساب شما به یک حساب { $provider } پیوند داده شد: اکنون ورود با { $provider } این حساب را باز می‌کند.
mail-unlinked-subject = پیوند { $provider } از حساب شما لغو شد
mail-unlinked-body = پیوند حساب شما با { $provider } لغو شد: ورود با { $provider } دیگر این حساب را باز نمی‌کند.
mail-link-not-you = اگر شما نبودید، از صفحه حسابتان گذرواژه را تغییر دهید، از همه جا خارج شوید و پیوند ارائه‌دهنده را لغو کنید.

## Account deleted

mail-deleted-subject = حساب شما حذف شد
mail-deleted-body = حساب شما و همه اطلاعات مربوط به آن حذف شد و همه نشست‌های آن پایان یافت.
mail-deleted-register-again = با این نشانی می‌توان دوباره ثبت‌نام کرد؛ هیچ چیز از حساب قبلی بازنمی‌گردد.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = حساب شما حذف خواهد شد
mail-deletion-due = حساب شما در تاریخ { $date } حذف خواهد شد؛ همه نشست‌های آن پایان یافته است.
mail-deletion-keep = برای نگه داشتن آن، پیش از این تاریخ دوباره وارد شوید. اگر چنین درخواستی نداده‌اید، وارد شوید و گذرواژه‌تان را تغییر دهید.
mail-deletion-button = ورود برای نگه داشتن حساب

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = پیوستن به { $organization }
mail-invitation-body = از شما دعوت شده است که به { $organization } بپیوندید. برای پذیرفتن، پیوند را باز کنید: با این نشانی وارد شوید یا با آن حساب بسازید.
mail-invitation-expiry = { $days ->
    [one] این پیوند یک روز کار می‌کند.
   *[other] این پیوند { $days } روز کار می‌کند.
}
mail-invitation-ignore = اگر این سازمان را نمی‌شناسید، این ایمیل را نادیده بگیرید: تا دعوت را نپذیرید، اتفاقی نمی‌افتد.
mail-invitation-button = دیدن دعوت‌نامه
console-organizations-title = سازمان‌ها
console-organizations-name = نام
console-organizations-slug = نامک
console-organizations-enabled = فعال
console-organizations-mfa = عامل دوم
console-organizations-new = سازمان جدید
console-organizations-create = ایجاد سازمان
console-organizations-created = سازمان ایجاد شد.
console-organization-saved = قواعد دامنه ذخیره شد.
console-organization-id = شناسه
console-organization-members = اعضا
console-organization-roles = نقش‌ها
console-organization-managed = مدیریت‌شده
console-organization-break-glass = دسترسی اضطراری
console-organization-invitations = دعوت‌های در انتظار
console-organization-expires = انقضا
console-organization-domains = دامنه‌ها
console-organization-domain = دامنه
console-organization-state = وضعیت
console-organization-rules = قواعد
console-organization-save-rules = ذخیره
console-organization-sign-in = روش ورود خودش
console-organization-no-sign-in = روش ورود مخصوص به خود ندارد: اعضایش با گذرواژه یا کلید عبور خود وارد می‌شوند.
organization-admin-title = { $organization }: تنظیمات سازمان
organization-admin-lead = شما این سازمان را با { $email } مدیریت می‌کنید.
organization-admin-none = هنوز چیزی اینجا نیست.
organization-admin-members = اعضا
organization-admin-remove = حذف
organization-admin-yes = بله
organization-admin-no = خیر
organization-admin-email = نشانی ایمیل
organization-admin-roles = نقش‌ها
organization-admin-managed = مدیریت‌شده از طریق ورود سازمان
organization-admin-action = اقدام
organization-admin-invitations = دعوت‌های در انتظار
organization-admin-revoke = لغو
organization-admin-expires = انقضا
organization-admin-invite = دعوت از یک نفر
organization-admin-role = نقش
organization-admin-invite-button = ارسال دعوت‌نامه
organization-admin-domains = دامنه‌ها
organization-admin-domains-lead = دامنه ایمیل شرکتتان را ثبت کنید، رکورد TXT نمایش‌داده‌شده را منتشر کنید و سپس آن را تأیید کنید. نشانی‌های یک دامنه تأییدشده می‌توانند از طریق ورود سازمان شما وارد شوند.
organization-admin-verify = تأیید
organization-admin-verified = تأییدشده
organization-admin-pending = در انتظار
organization-admin-domain = دامنه
organization-admin-state = وضعیت
organization-admin-record = رکورد برای انتشار
organization-admin-add-domain = ثبت دامنه
organization-admin-sign-in = ورود سازمان شما
organization-admin-no-sign-in = افراد سازمان شما با گذرواژه خود وارد می‌شوند. ارائه‌دهنده OpenID خودتان (Okta، Entra ID، Google Workspace…) را تنظیم کنید تا از طریق آن وارد شوند.
organization-admin-issuer = نشانی URL صادرکننده
organization-admin-client-id = شناسه کلاینت
organization-admin-client-secret = رمز کلاینت
organization-admin-redirect-uri = URI بازگشت برای ثبت نزد ارائه‌دهنده شما
organization-admin-save-sign-in = ذخیره روش ورود
organization-admin-sign-in-title = ابتدا وارد شوید
organization-admin-sign-in-text = در صفحه حسابتان وارد شوید، سپس این صفحه را دوباره باز کنید.
organization-admin-sign-in-link = رفتن به حساب
organization-admin-unknown-title = سازمان پیدا نشد
organization-admin-unknown-text = اینجا سازمانی نیست که شما مدیریت کنید.
organization-admin-unknown-change = این صفحه چنین تغییری انجام نمی‌دهد.
organization-admin-scim = تأمین کاربران (SCIM)
organization-admin-scim-lead = دایرکتوری شما (Okta، Entra ID، Google Workspace…) افراد و گروه‌های شما را از طریق SCIM 2.0 در اینجا اضافه، تغییر و حذف می‌کند. نشانی URL پایه و توکن یک اتصال را به آن بدهید.
organization-admin-scim-base-url = نشانی URL پایه
organization-admin-scim-made = تاریخ ساخت
organization-admin-scim-last-used = آخرین استفاده
organization-admin-scim-never = هرگز
organization-admin-scim-old-token = توکن قدیمی معتبر تا
organization-admin-scim-rotate = توکن جدید
organization-admin-scim-make = ایجاد اتصال
organization-admin-scim-token-title = توکن دایرکتوری شما
organization-admin-scim-token-text = همین حالا نشانی URL پایه و توکن را در دایرکتوری خود کپی کنید: توکن دوباره نمایش داده نمی‌شود. توکن قدیمی، اگر وجود داشته باشد، تا یک روز دیگر کار می‌کند.
organization-admin-scim-token = توکن
organization-admin-scim-revoke-confirm = لغو اتصال: توکن‌های آن بلافاصله از کار می‌افتند
invitation-title = پیوستن به { $organization }
invitation-join-lead = از شما دعوت شده است که با { $email } به { $organization } بپیوندید.
invitation-join-button = پیوستن
invitation-sign-up-lead = از شما دعوت شده است که به { $organization } بپیوندید. برای پیوستن، با { $email } حساب بسازید: دعوت‌نامه نشان می‌دهد که این نشانی متعلق به شماست.
invitation-name = نام شما
invitation-password = یک گذرواژه انتخاب کنید (دست‌کم ۱۰ نویسه)
invitation-sign-up-button = ایجاد حساب و پیوستن
invitation-other-account = این دعوت‌نامه برای { $email } است، اما شما با { $current } وارد شده‌اید. خارج شوید و سپس پیوند را دوباره باز کنید.
invitation-sign-in-first = این دعوت‌نامه برای { $email } است که اینجا حساب دارد. با آن نشانی در صفحه حسابتان وارد شوید، سپس پیوند را دوباره باز کنید.
invitation-sign-in-as-invitee = ابتدا با نشانی دعوت‌شده وارد شوید.
invitation-unusable-title = این دعوت‌نامه قابل استفاده نیست
invitation-unusable-text = این دعوت‌نامه استفاده شده، پس گرفته شده، با دعوت‌نامه جدیدتری جایگزین شده یا منقضی شده است. از سازمان دعوت‌نامه جدیدی بخواهید.
invitation-joined-title = به { $organization } پیوستید
invitation-joined-text = اکنون عضو هستید: برنامه‌هایی که برای این سازمان وارد آن‌ها می‌شوید این را می‌بینند.
invitation-joined-new-account = حساب شما آماده است و عضو شده‌اید: با نشانی خود و گذرواژه‌ای که انتخاب کردید وارد شوید.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = توکن و توکن تازه‌سازی صادر شد
api-code-token = توکن صادر شد
api-code-userdata = داده‌های کاربر
api-code-login-success = ورود موفق بود
api-code-auth-code = کد مجوز صادر شد
api-code-id-token = id_token صادر شد
api-code-logged-out = خارج شدید؛ نشست و توکن‌های آن باطل شد
api-code-ok = انجام شد
api-code-alive = در حال سرویس‌دهی
api-code-ready = آماده سرویس‌دهی
api-code-sessions = نشست‌های فعال شما
api-code-export = همه اطلاعاتی که درباره حساب شما نگهداری می‌شود
api-code-email-change-requested = اگر بتوان از این نشانی استفاده کرد، پیوندی برای تأیید آن در راه است
api-code-account-deleted = حساب شما و همه اطلاعات مربوط به آن حذف شد؛ همه نشست‌ها پایان یافت
api-code-deletion-scheduled = همه نشست‌ها پایان یافت و حساب شما حذف خواهد شد؛ برای نگه داشتن آن، پیش از آن زمان دوباره وارد شوید
api-code-reauthentication-required = ابتدا دوباره وارد شوید: این کار به ورودی در چند دقیقه اخیر نیاز دارد
api-code-session-ended = خارج شدید؛ نشست و توکن‌های آن باطل شد
api-code-password-changed = گذرواژه تغییر کرد؛ همه نشست‌های دیگر و توکن‌هایشان باطل شد
api-code-registration-accepted = ثبت‌نام دریافت شد؛ برای تأیید نشانی‌تان ایمیل خود را بررسی کنید
api-code-email-verified = نشانی ایمیل تأیید شد
api-code-reset-requested = اگر این نشانی حسابی داشته باشد، ایمیلی با پیوند بازنشانی در راه است
api-code-password-reset = گذرواژه تعیین شد؛ همه نشست‌ها و توکن‌هایشان باطل شد
api-code-registration-closed = ثبت‌نام بسته است؛ از اپراتور بخواهید برایتان حساب بسازد
api-code-invalid-request = درخواست نادرست است
api-code-unsupported-grant-type = grant_type باید code یا refresh_token باشد
api-code-invalid-grant = کد یا refresh_token نامعتبر، منقضی یا باطل شده است یا برای کلاینت دیگری صادر شده است
api-code-invalid-client = احراز هویت کلاینت ناموفق بود
api-code-invalid-credentials = ایمیل یا گذرواژه نادرست است. با حساب تازه فقط پس از تأیید نشانی‌اش می‌توان وارد شد: پیوند تأیید را در ایمیل خود پیدا کنید
api-code-mfa-required = عامل دوم لازم است: با کدی از برنامه احراز هویت یا یک کد بازیابی پاسخ دهید
api-code-mfa-enrolment-required = این برنامه به ورود دومرحله‌ای نیاز دارد: در صفحه حسابتان یک برنامه احراز هویت یا کلید عبور تنظیم کنید، سپس دوباره وارد شوید
api-code-passkey-options = این گزینه‌ها را به احرازکننده بدهید
api-code-passkey-added = کلید عبور اضافه شد
api-code-passkeys = کلیدهای عبور شما
api-code-links = ارائه‌دهندگان ورود پیوندشده شما
api-code-last-sign-in-method = این آخرین راه ورود به حساب است: ابتدا گذرواژه‌ای تعیین کنید یا کلید عبوری اضافه کنید
api-code-insufficient-scope = محدوده دسترسی توکن اجازه این درخواست را نمی‌دهد
api-code-not-a-member = نمی‌توانید برای این سازمان وارد شوید: از مدیر آن بخواهید شما را اضافه کند
api-code-sso-required = ورود شما از طریق سازمانتان انجام می‌شود: در ssoUrl ادامه دهید
api-code-not-found = چنین منبعی وجود ندارد
api-code-method-not-allowed = این متد برای این منبع مجاز نیست
api-code-conflict = از قبل وجود دارد
api-code-payload-too-large = بدنه درخواست بیش از حد بزرگ است
api-code-rate-limited = تعداد درخواست‌ها بیش از حد است؛ بعداً دوباره امتحان کنید
api-code-server-error = خطای داخلی سرور
api-code-service-unavailable = سرویس موقتاً در دسترس نیست؛ بعداً دوباره امتحان کنید

## Bearer tokens and capacity (every JSON API)

api-bearer-required = توکن دسترسی به شکل `Authorization: Bearer <token>` لازم است؛ این توکن وجود ندارد، نادرست است یا باطل شده است
api-busy = تعداد ورودهای هم‌زمان بیش از حد است؛ کمی بعد دوباره امتحان کنید

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type باید id_token یا token باشد
api-token-type-grant = token_type باید refresh_token یا token باشد
api-token-type-refresh = برای grant_type برابر refresh_token، مقدار token_type باید token باشد
api-client-secret-required = وقتی token_type برابر token است، client_secret لازم است
api-field-empty = { $field } نباید خالی باشد

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = گذرواژه بیش از حد طولانی است
api-mfa-token-invalid = mfaToken ناشناخته، استفاده‌شده یا منقضی است: دوباره وارد شوید
api-challenge-invalid = challengeId ناشناخته، استفاده‌شده یا منقضی است: گزینه‌های جدید کلید عبور را درخواست کنید
api-mfa-code-or-passkey = عامل دوم لازم است: با کدی از برنامه احراز هویت، یک کد بازیابی یا کلید عبورتان پاسخ دهید
api-mfa-passkey = عامل دوم لازم است: با کلید عبورتان پاسخ دهید (login/passkey همراه با mfaToken)
api-client-id-required = client_id لازم است
api-client-unknown = client_id ناشناخته یا غیرفعال است
api-redirect-uri-required = redirect_uri لازم است
api-redirect-uri-unregistered = redirect_uri برای این کلاینت ثبت نشده است
api-state-too-long = state بیش از حد طولانی است

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = توکن ناشناخته، استفاده‌شده یا منقضی است یا با توکن جدیدتری جایگزین شده است
api-session-not-found = هیچ نشست فعالی از شما با این شناسه وجود ندارد

## Native-app API: second factors and passkeys

api-authenticator-exists = یک برنامه احراز هویت از قبل تنظیم شده است؛ ابتدا آن را حذف کنید
api-authenticator-not-pending = هیچ برنامه احراز هویتی در حال تنظیم نیست
api-authenticator-none = هیچ برنامه احراز هویتی تنظیم نشده است
api-factor-code-wrong = کد درست نیست
api-reauthenticate-factors = برای تغییر عامل‌های دوم، دوباره وارد شوید (اگر عامل دوم دارید، با آن)
api-reauthenticate-passkeys = برای تغییر کلیدهای عبور، دوباره وارد شوید (اگر عامل دوم دارید، با آن)
api-reauthenticate-sign-in = برای تغییر روش ورود، دوباره وارد شوید (اگر عامل دوم دارید، با آن)
api-passkeys-unavailable = کلیدهای عبور در این سرور در دسترس نیستند
api-passkey-not-found = چنین کلید عبوری وجود ندارد
api-passkey-no-ceremony = هیچ ثبت کلید عبوری در انتظار نیست؛ گزینه‌های جدید درخواست کنید
api-passkey-rejected = کلید عبور تأیید نشد
api-passkey-registered = این کلید عبور از قبل ثبت شده است
api-passkey-name-invalid = نام کلید عبور باید ۱ تا { $max } نویسه داشته باشد و هیچ نویسه کنترلی یا قالب‌بندی دوسویه نداشته باشد
api-passkeys-too-many = { $max ->
    [one] هر حساب حداکثر { $max } کلید عبور می‌تواند داشته باشد
   *[other] هر حساب حداکثر { $max } کلید عبور می‌تواند داشته باشد
}

## Native-app API: upstream identity providers

api-upstream-unknown = هیچ ارائه‌دهنده بالادستی با این شناسه وجود ندارد
api-upstream-refused = id_token برای این ارائه‌دهنده پذیرفته نشد
api-upstream-disabled = حساب غیرفعال است
api-upstream-no-email = id_token هیچ نشانی ایمیلی برای ساختن حساب ندارد
api-upstream-unverified-email = ارائه‌دهنده نشانی ایمیل موجود در id_token را تضمین نمی‌کند: با این نشانی ثبت‌نام کنید، سپس ارائه‌دهنده را پیوند دهید
api-upstream-unreachable = دسترسی به ارائه‌دهنده ممکن نشد؛ بعداً دوباره امتحان کنید
api-upstream-email-taken = حسابی با این نشانی وجود دارد: وارد آن شوید و ارائه‌دهنده را از صفحه حساب پیوند دهید
api-upstream-outside-domains = از طریق ورود سازمان فقط نشانی‌های دامنه‌های تأییدشده آن می‌توانند وارد شوند
api-upstream-unconfirmed-account = حسابی با این نشانی وجود دارد اما هرگز تأیید نشده است: آن را تأیید کنید، سپس دوباره از طریق سازمان وارد شوید
api-upstream-operator-account = حساب اپراتور با گذرواژه و عامل دوم خودش وارد می‌شود، نه از طریق ورود یک سازمان
api-link-not-found = حساب هیچ پیوندی با این ارائه‌دهنده ندارد

## Admin API

api-admin-key-required = API مدیریت به `Authorization: Bearer <admin key>` نیاز دارد
api-admin-status-once = status حداکثر یک بار
api-admin-parameters-once = هر پارامتر حداکثر یک بار
api-admin-duplicate-email = کاربری با این ایمیل از قبل وجود دارد
api-admin-user-not-found = کاربر پیدا نشد
api-admin-client-not-found = کلاینت پیدا نشد
api-admin-api-not-found = API پیدا نشد
api-admin-session-not-found = نشست پیدا نشد
api-admin-delivery-not-found = تحویل پیدا نشد
api-admin-webhook-not-found = وب‌هوک پیدا نشد

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = پیوند را در همان مرورگری باز کنید که با آن ثبت‌نام کردید: در هر جای دیگر، گذرواژه حساب از شما خواسته می‌شود.
mail-change-where = پیوند را در مرورگری باز کنید که تغییر را در آن درخواست کردید یا در آن وارد شده‌اید: در هر جای دیگر، گذرواژه‌تان از شما خواسته می‌شود.
mail-not-yours-english = ثبت‌نام نکرده‌اید یا چنین درخواستی نداده‌اید؟ پس آن را تأیید نکنید: این ایمیل را نادیده بگیرید تا اتفاقی نیفتد.
verify-password-lead = برای تأیید این نشانی در اینجا، گذرواژه حسابی را که این نشانی به آن تعلق دارد وارد کنید. اگر در یک برنامه ثبت‌نام کرده‌اید، به‌جای آن کد موجود در ایمیل را در همان برنامه وارد کنید. اگر ثبت‌نام نکرده‌اید یا چنین درخواستی نداده‌اید، تأیید نکنید: این صفحه را ببندید.
verify-password = گذرواژه حساب
verify-password-needed = برای تأیید نشانی در این مرورگر، گذرواژه حساب را وارد کنید.
verify-wrong-password = این گذرواژه حساب نیست.

## After a password reset, every other way into the account

mail-reset-done-subject = گذرواژه شما بازنشانی شد
mail-reset-done-body = گذرواژه حساب شما هم‌اکنون بازنشانی شد و همه دستگاه‌هایی که وارد شده بودند خارج شدند.
mail-reset-done-still = با این موارد هنوز می‌توان وارد حساب شما شد:
mail-reset-done-remove = اگر یکی از آن‌ها متعلق به شما نیست، با گذرواژه جدید وارد شوید و در صفحه حسابتان «حذف همه به‌جز گذرواژه جدید» را انتخاب کنید.
mail-reset-done-nothing-else = با هیچ چیز دیگری نمی‌توان وارد حساب شما شد؛ فقط با گذرواژه جدید.
mail-reset-done-factor-not-yours = اگر هنگام ورود عامل دومی از شما خواسته شد که ندارید، آن عامل متعلق به شما نیست: از پشتیبانی این سرویس بخواهید آن را حذف کند.
mail-reset-done-not-you = اگر شما گذرواژه‌تان را بازنشانی نکرده‌اید، کسی می‌تواند ایمیل شما را بخواند: ابتدا صندوق ایمیلتان را ایمن کنید، سپس دوباره گذرواژه جدیدی تعیین کنید.
ways-in-passkey = کلید عبور «{ $name }»
ways-in-authenticator = یک برنامه احراز هویت
ways-in-recovery-codes = { $count ->
    [one] { $count } کد بازیابی استفاده‌نشده
   *[other] { $count } کد بازیابی استفاده‌نشده
}
ways-in-link = ورود با { $provider }
ways-in-sessions = { $count ->
    [one] { $count } دستگاه دیگر که وارد شده است (فهرست در پایین)
   *[other] { $count } دستگاه دیگر که وارد شده‌اند (فهرست در پایین)
}
account-review-heading = گذرواژه شما بازنشانی شد
account-review-lead = گذرواژه شما در { $date } بازنشانی شد. با این موارد هنوز می‌توان وارد حساب شما شد:
account-review-explain = اگر یکی از آن‌ها متعلق به شما نیست، همه را حذف کنید: آنگاه فقط گذرواژه جدیدتان امکان ورود دارد و همه دستگاه‌های دیگر خارج می‌شوند. پس از آن می‌توانید دوباره کلید عبور یا برنامه احراز هویت اضافه کنید.
account-review-remove = حذف همه به‌جز گذرواژه جدید
account-review-keep = همه متعلق به من هستند
account-review-gone = دیگر چیزی برای بررسی وجود ندارد.
account-review-removed = همه چیز به‌جز گذرواژه جدیدتان حذف شد و همه دستگاه‌های دیگر خارج شدند.
account-review-kept = ثبت شد: همه چیز همان‌طور که هست می‌ماند.

## The second step locked after wrong codes

mail-factor-locked-subject = کسی تلاش کرد از عامل دوم شما عبور کند
mail-factor-locked-body = { $minutes ->
    [one] کسی گذرواژه شما را وارد کرد و سپس پنج بار کد نادرست برای عامل دوم وارد کرد. ورود به حساب شما به مدت { $minutes } دقیقه متوقف شده است.
   *[other] کسی گذرواژه شما را وارد کرد و سپس پنج بار کد نادرست برای عامل دوم وارد کرد. ورود به حساب شما به مدت { $minutes } دقیقه متوقف شده است.
}
mail-factor-locked-not-you = اگر شما نبودید، کسی گذرواژه شما را می‌داند: همین حالا گذرواژه جدیدی تعیین کنید.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = نقش کنسول به نشانی تأییدشده نیاز دارد: کاربر باید ابتدا نشانی خود را تأیید کند
console-gate-unverified = کنسول فقط برای اپراتورهایی باز می‌شود که نشانی‌شان تأیید شده است. نشانی خود را با پیوندی که در ایمیل تأیید آمده است تأیید کنید و سپس کنسول را دوباره باز کنید.
console-gate-idle-lead = دوباره، برای باز کردن کنسول
console-gate-idle = از کنسول به مدت { $minutes } دقیقه استفاده نشد، بنابراین باید دوباره وارد شوید. همچنان در حسابتان وارد هستید.
console-webhook-url-once = نشانی URL آن، که فقط اکنون کامل نمایش داده می‌شود (فهرست، بخش بعد از «?» را که ممکن است توکنی در آن باشد پنهان می‌کند):
console-webhook-query-hidden = بخش بعد از «?» در نشانی URL نقطه پایانی پنهان است: ممکن است توکن گیرنده در آن باشد.
## Signing in with a code mailed to the address (no password)

page-login-email-code = ارسال کد با ایمیل
page-code-ask-title = ورود با کد
page-code-ask-lead = نشانی ایمیل خود را وارد کنید: کدی برای ورود برایتان ایمیل می‌کنیم، بدون نیاز به گذرواژه.
page-code-ask-button = ارسال کد با ایمیل
page-code-invalid-email = یک نشانی ایمیل کامل وارد کنید، مانند name@example.com.
page-code-not-allowed = این برنامه گذرواژه یا کلید عبور می‌خواهد: ورود با کد ایمیلی اینجا ارائه نمی‌شود.
page-code-title = ایمیل خود را بررسی کنید
page-code-lead = { $minutes ->
    [one] ایمیلی به { $email } در راه است. کد شش‌رقمی آن را وارد کنید: این کد { $minutes } دقیقه و فقط یک بار کار می‌کند.
   *[other] ایمیلی به { $email } در راه است. کد شش‌رقمی آن را وارد کنید: این کد { $minutes } دقیقه و فقط یک بار کار می‌کند.
}
page-code-field = کد ورود
page-code-name = نام شما، اگر تازه‌وارد هستید
page-code-button = ورود
page-code-again = ارسال کد جدید
page-code-wrong = این کد درست نیست یا اعتبارش تمام شده است. جدیدترین ایمیل را بررسی کنید یا کد جدیدی درخواست کنید.
page-code-link-title = ورود
page-code-link-lead = در این مرورگر وارد حسابتان شوید.
page-code-link-button = ورود
page-code-link-elsewhere-title = این کد را همان‌جایی که درخواست کردید وارد کنید
page-code-link-elsewhere = این پیوند در مرورگر یا برنامه‌ای غیر از آنچه آن را درخواست کرده بود باز شده است. این کد را آنجا وارد کنید:
page-code-link-ended-title = اعتبار این پیوند تمام شده است
page-code-link-ended = این پیوند استفاده شده، با پیوند جدیدتری جایگزین شده یا بیش از حد قدیمی است. از همان‌جایی که وارد می‌شوید کد جدیدی درخواست کنید.
api-sign-in-code-refused = کد نادرست، استفاده‌شده، جایگزین‌شده یا منقضی است: کد جدیدی درخواست کنید
api-login-code-or-password = گذرواژه یا کد بفرستید، نه هر دو را
api-code-code-sent = ایمیلی با کد ورود در راه است؛ این کد چند دقیقه و فقط یک بار کار می‌کند
api-code-sign-in-code-not-allowed = ورود با کد ایمیلی اینجا ارائه نمی‌شود: از گذرواژه یا کلید عبور استفاده کنید

## Mail: a sign-in code

mail-code-subject = کد ورود شما
mail-code-asked = کسی درخواست کرد با این نشانی وارد شود. کدی که باید وارد کنید:
mail-code-minutes = { $minutes ->
    [one] این کد و پیوند زیر { $minutes } دقیقه و فقط یک بار کار می‌کنند؛ درخواست جدیدتر جای آن‌ها را می‌گیرد.
   *[other] این کد و پیوند زیر { $minutes } دقیقه و فقط یک بار کار می‌کنند؛ درخواست جدیدتر جای آن‌ها را می‌گیرد.
}
mail-code-new-account = هنوز هیچ حسابی از این نشانی استفاده نمی‌کند: ورود با این کد یک حساب می‌سازد.
mail-code-button = ورود
mail-code-not-you = اگر شما نبودید، این ایمیل را نادیده بگیرید: هیچ‌کس بدون این کد وارد نمی‌شود.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = ورود با این نشانی
mail-no-account-body = کسی برای ورود با این نشانی کد درخواست کرد، اما هیچ حسابی در اینجا از آن استفاده نمی‌کند.
mail-no-account-not-you = اگر شما نبودید، این ایمیل را نادیده بگیرید: چیزی تغییر نکرده است.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = کاربران می‌توانند با کد ایمیلی وارد شوند
api-name-invalid = نام بیش از حد طولانی است یا نویسه‌های کنترلی دارد
