# Arabic: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = اللغة

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = عنوان البريد الإلكتروني أو كلمة المرور غير صحيحة. لا يمكن تسجيل الدخول إلى الحساب الجديد إلا بعد تأكيد عنوانه: ابحث عن الرابط في بريدك الإلكتروني.
error-throttled = محاولات فاشلة كثيرة جدًا. انتظر بضع دقائق، ثم حاول مرة أخرى.
error-busy = يسجّل عدد كبير جدًا من الأشخاص الدخول الآن. يُرجى المحاولة مرة أخرى بعد قليل.
error-missing-fields = أدخل عنوان بريدك الإلكتروني وكلمة المرور.
error-expired-form = انتهت صلاحية هذا النموذج. يُرجى تسجيل الدخول مرة أخرى.
error-second-factor-in-app = هذا الحساب محمي بعامل تحقق ثانٍ. سجّل الدخول أولاً في صفحة حسابك (ستطلب منك الرمز)، ثم عُد إلى هنا.
error-wrong-second-factor = الرمز غير صحيح، أو سبق استخدامه، أو انتهت مهلته. يُرجى تسجيل الدخول مرة أخرى.
error-passkey-refused = تعذّر استخدام مفتاح المرور هذا، أو استغرقت المحاولة وقتًا طويلاً جدًا. حاول مرة أخرى، أو سجّل الدخول باستخدام كلمة المرور.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = طلبات كثيرة جدًا. انتظر بضع دقائق، ثم حاول مرة أخرى.
error-expired-form-again = انتهت صلاحية هذا النموذج. يُرجى المحاولة مرة أخرى.

## Error pages (a heading and a paragraph)

error-bad-link-title = الرابط غير صالح
error-bad-link-text = لم يعد هذا الرابط صالحًا: فقد سبق استخدامه، أو انتهت صلاحيته، أو حلّ محله رابط أحدث. اطلب رابطًا جديدًا.

error-form-title = تعذّر تسجيل الدخول
error-form-too-large = حجم النموذج كبير جدًا.
error-form-unreadable = تعذّرت قراءة النموذج. يُرجى الرجوع والمحاولة مرة أخرى.
error-cross-site-title = تم رفض الطلب
error-cross-site-text = أُرسل هذا النموذج من موقع آخر. افتح صفحة تسجيل الدخول مرة أخرى وأرسل النموذج منها.

error-unavailable-title = حاول مرة أخرى بعد قليل
error-unavailable-text = خدمة تسجيل الدخول مشغولة أو غير متاحة. يُرجى المحاولة مرة أخرى بعد قليل.
error-failed-title = حدث خطأ ما
error-failed-text = تعذّر إكمال تسجيل الدخول. يُرجى المحاولة مرة أخرى.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = معرفة هويتك
scope-email = عرض عنوان بريدك الإلكتروني
scope-profile = عرض ملفك الشخصي: الاسم والصورة ورقم الهاتف والبلد
scope-authorization = عرض ملفك الشخصي والجلسات التي سجّلت الدخول فيها
scope-organizations = عرض المؤسسات التي تنتمي إليها وأدوارك فيها
scope-api = استخدام { $api } نيابةً عنك

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: أدخل الرمز الذي يعرضه تطبيق المصادقة أو رمز استرداد، أو استخدم مفتاح المرور.
page-second-step-passkey = { $purpose }: استخدم مفتاح المرور.
page-second-step-code = { $purpose }: أدخل الرمز الذي يعرضه تطبيق المصادقة، أو أحد رموز الاسترداد.
page-second-step-use-passkey = استخدام مفتاح المرور

## Login page

page-login-title = تسجيل الدخول
page-login-email = البريد الإلكتروني
page-login-password = كلمة المرور
page-login-button = تسجيل الدخول
page-login-with-provider = تسجيل الدخول باستخدام { $provider }
page-login-passkey = تسجيل الدخول باستخدام مفتاح مرور
page-login-forgot = هل نسيت كلمة المرور؟
page-login-organization = تسجيل الدخول باستخدام مؤسستك
page-organization-title = تسجيل الدخول باستخدام مؤسستك
page-organization-lead = أدخل عنوان بريدك الإلكتروني الخاص بالعمل أو معرّف مؤسستك للمتابعة إلى تسجيل الدخول الخاص بها.
page-organization-field = البريد الإلكتروني الخاص بالعمل أو معرّف المؤسسة
page-organization-button = متابعة
page-organization-unknown = لا توجد مؤسسة تتولى تسجيل الدخول بهذا العنوان أو المعرّف. تحقّق منه، أو سجّل الدخول باستخدام عنوان بريدك الإلكتروني وكلمة المرور.
login-sso-required = تتولى مؤسستك تسجيل دخولك: استخدم تسجيل الدخول الخاص بمؤسستك.
login-sso-required-named = تتولى { $organization } تسجيل دخولك: استخدم تسجيل الدخول الخاص بها أدناه.
page-login-new-here = مستخدم جديد؟
page-login-create-account = إنشاء حساب

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = ربط جهاز
page-device-code-lead = أدخل الرمز المعروض على التلفزيون أو جهاز الألعاب أو أي جهاز آخر.
page-device-code-label = الرمز
page-device-code-button = متابعة
page-device-confirm-heading = هل تريد ربط { $client }؟
page-device-confirm-lead = يطلب جهاز يعرض الرمز { $code } استخدام حسابك { $email }. لا تسمح بذلك إلا إذا كنت أنت من بدأ هذه العملية على ذلك الجهاز.
page-device-confirm-able = سيتمكّن من:
page-device-confirm-deny = رفض
page-device-confirm-allow = سماح

## Account page

page-account-title = حسابك
page-account-signed-in-as = تم تسجيل الدخول باسم { $email }
page-account-signed-in-as-unconfirmed = تم تسجيل الدخول باسم { $email } (لم يتم تأكيد العنوان بعد: راجع الرسالة التي أرسلناها)
page-account-sessions-heading = الأماكن التي سجّلت الدخول منها
page-account-session-app = التطبيق { $package }
page-account-this-browser = هذا المتصفح
page-account-sign-out-session = تسجيل الخروج
page-account-sign-out-others = تسجيل الخروج من جميع الأماكن الأخرى
page-account-profile-heading = الملف الشخصي
page-account-profile-save = حفظ الملف الشخصي
page-account-password-heading = كلمة المرور
page-account-current-password = كلمة المرور الحالية
page-account-new-password = كلمة المرور الجديدة (10 أحرف على الأقل)
page-account-password-change = تغيير كلمة المرور
page-account-email-heading = عنوان البريد الإلكتروني
page-account-email-explain = سيُرسَل رابط إلى العنوان الجديد، وينتقل حسابك إليه عند استخدام الرابط. وحتى ذلك الحين، تسجّل الدخول باستخدام العنوان الحالي.
page-account-new-email = عنوان البريد الإلكتروني الجديد
page-account-email-password = كلمة المرور
page-account-email-change = تغيير عنوان البريد الإلكتروني
page-account-data-heading = بياناتك
page-account-data-explain = كل ما تحتفظ به هذه الخدمة عن حسابك (الملف الشخصي، والجلسات مع أجهزتها وأماكنها، وموفّرو تسجيل الدخول المرتبطون، وعوامل التحقق الثانية، وأحداث الأمان المتعلقة بك) في ملف JSON واحد. ولا يتضمن الملف أي كلمة مرور أو بيانات سرية.
page-account-data-download = تنزيل بياناتك
page-account-delete-heading = حذف حسابك
page-account-delete-explain = يؤدي ذلك إلى إزالة ملفك الشخصي وجلساتك وعوامل التحقق الثانية وموفّري تسجيل الدخول المرتبطين، وتسجيل خروجك من جميع الأماكن.
page-account-delete-link = حذف حسابك

## Sign-out confirmation

page-logout-title = تسجيل الخروج
page-logout-question = هل تريد تسجيل الخروج من حسابك على هذا المتصفح؟
page-logout-button = تسجيل الخروج

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = أدخل كلمة مرور.
# $min is the least number of characters (10).
rule-password-too-short = { $min ->
    [zero] يجب أن تتكوّن كلمة المرور من { $min } حرف على الأقل.
    [one] يجب أن تتكوّن كلمة المرور من حرف واحد على الأقل.
    [two] يجب أن تتكوّن كلمة المرور من حرفين على الأقل.
    [few] يجب أن تتكوّن كلمة المرور من { $min } أحرف على الأقل.
    [many] يجب أن تتكوّن كلمة المرور من { $min } حرفًا على الأقل.
   *[other] يجب أن تتكوّن كلمة المرور من { $min } حرف على الأقل.
    }
# $max is the most characters a new password may have (256).
rule-password-too-long = { $max ->
    [zero] يجب ألا تزيد كلمة المرور على { $max } حرف.
    [one] يجب ألا تزيد كلمة المرور على حرف واحد.
    [two] يجب ألا تزيد كلمة المرور على حرفين.
    [few] يجب ألا تزيد كلمة المرور على { $max } أحرف.
    [many] يجب ألا تزيد كلمة المرور على { $max } حرفًا.
   *[other] يجب ألا تزيد كلمة المرور على { $max } حرف.
    }
rule-password-is-email = يجب ألا تكون كلمة المرور هي عنوان بريدك الإلكتروني.
rule-password-refused = لا يمكن استخدام كلمة المرور هذه. يُرجى اختيار كلمة مرور أخرى.
rule-email-invalid = أدخل عنوان بريد إلكتروني يمكنه تلقّي الرسائل، مثل name@example.com.
rule-email-same = هذا العنوان هو عنوان حسابك بالفعل.
rule-field-invalid = أحد الحقول طويل جدًا أو يحتوي على أحرف غير مسموح بها.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = يجب أن يتكوّن اسم العميل من 1 إلى 200 حرف
rule-client-name-characters = يجب ألا يحتوي اسم العميل على أحرف تحكم أو أحرف تنسيق ثنائية الاتجاه
rule-resource-server-confidential = يجب أن يكون خادم الموارد عميلًا سرّيًا
rule-client-credentials-confidential = يتطلب client_credentials عميلًا سرّيًا
rule-public-client-secret = العميل العام ليس له سر
rule-shared-signals-confidential = يجب أن يكون مستقبِل Shared Signals عميلًا سريًا
rule-organization-for-receivers = لا يُربط بمؤسسة إلا مستقبِل Shared Signals
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = { $max ->
    [zero] يجب ألا تتجاوز حقول الملف الشخصي { $max } حرف
    [one] يجب ألا تتجاوز حقول الملف الشخصي حرفًا واحدًا
    [two] يجب ألا تتجاوز حقول الملف الشخصي حرفين
    [few] يجب ألا تتجاوز حقول الملف الشخصي { $max } أحرف
    [many] يجب ألا تتجاوز حقول الملف الشخصي { $max } حرفًا
   *[other] يجب ألا تتجاوز حقول الملف الشخصي { $max } حرف
    }
rule-profile-field-characters = يجب ألا تحتوي حقول الملف الشخصي على أحرف تحكم أو أحرف تنسيق ثنائية الاتجاه
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = نوع حدث غير معروف «{ $name }»؛ الأنواع المعروفة: { $known }
rule-no-event-type = يجب تحديد نوع حدث واحد على الأقل
rule-secret-prefix = يجب أن يبدأ السر بـ whsec_
rule-secret-encoding = يجب أن يبدأ السر بـ whsec_ وأن يكون بترميز base64
rule-secret-length = يجب أن يتراوح طول السر بين 24 و64 بايت
rule-delivery-status = يجب أن تكون قيمة status هي pending أو delivered أو failed
# $name is the filter's name: since or until.
rule-not-a-timestamp = يجب أن تكون قيمة { $name } طابعًا زمنيًا بتنسيق RFC 3339
rule-not-a-user-id = يجب أن تكون قيمة user معرّف مستخدم
rule-not-an-email = يجب أن تكون قيمة email عنوان بريد إلكتروني
rule-unknown-audit-type = نوع حدث غير معروف
rule-unknown-cursor = قيمة cursor ليست صادرة عن واجهة API هذه
rule-page-size = يجب أن تكون قيمة limit بين 1 و500
rule-no-scope = يلزم تحديد نطاق واحد على الأقل
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = لا تعرّف واجهة API إلا هذه النطاقات: { $scopes }
rule-role-name = يجب أن يكون الدور admin أو support أو viewer أو none
rule-already-verified = تم التحقق من العنوان بالفعل

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = للمتابعة إلى { $client }
login-failed-title = تعذّر تسجيل الدخول
login-malformed-link = رابط تسجيل الدخول غير صحيح.
login-request-missing-client = لا يحدّد الطلب أي تطبيق.
login-request-unknown-client = هذا التطبيق غير مسجّل، أو تم تعطيله.
login-request-missing-redirect-uri = لا يحدّد الطلب مكان العودة (redirect_uri).
login-request-unregistered-redirect-uri = قيمة redirect_uri غير مسجّلة لهذا التطبيق.
login-request-state-too-long = المعلمة state طويلة جدًا.
login-request-invalid = طلب تسجيل الدخول غير صالح.

## Signing out of the browser.

login-signout-failed-title = تعذّر تسجيل الخروج
login-signout-malformed-link = رابط تسجيل الخروج غير صحيح.
login-signed-out-title = تم تسجيل الخروج
login-signed-out-text = تم تسجيل خروجك على هذا المتصفح.

## The second step after a password, and an app that needs one.

second-step-title = تسجيل الدخول بخطوتين
second-step-code-label = الرمز
second-step-continue = متابعة
second-step-enrol-title = إعداد عامل تحقق ثانٍ
second-step-enrol-text = يتطلب { $client } تسجيل الدخول بعاملين. أعدّ تطبيق مصادقة أو مفتاح مرور في صفحة حسابك، ثم سجّل الدخول إلى { $client } مرة أخرى.
second-step-enrol-link = فتح صفحة حسابك

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = تطبيق المصادقة
second-step-app-on = { $count ->
    [zero] تم إعداد تطبيق مصادقة؛ ولم يتبقَّ أي رمز استرداد غير مستخدَم.
    [one] تم إعداد تطبيق مصادقة؛ ويتبقى رمز استرداد واحد غير مستخدَم.
    [two] تم إعداد تطبيق مصادقة؛ ويتبقى رمزا استرداد غير مستخدَمين.
    [few] تم إعداد تطبيق مصادقة؛ ويتبقى { $count } رموز استرداد غير مستخدَمة.
    [many] تم إعداد تطبيق مصادقة؛ ويتبقى { $count } رمز استرداد غير مستخدَم.
   *[other] تم إعداد تطبيق مصادقة؛ ويتبقى { $count } رمز استرداد غير مستخدَم.
    }
second-step-app-remove = إزالة تطبيق المصادقة
second-step-app-intro = رموز من تطبيق مثل Google Authenticator أو 1Password، تُطلب بعد إدخال كلمة المرور.
second-step-app-set-up = إعداد تطبيق مصادقة
second-step-app-qr-label = رمز QR لتطبيق المصادقة
second-step-app-setup-title = إعداد تطبيق مصادقة
second-step-app-setup-lead = امسح الرمز ضوئيًا باستخدام تطبيق المصادقة، ثم أدخل الأرقام الستة التي يعرضها.
second-step-app-setup-key = أو اكتب هذا المفتاح في التطبيق:
second-step-app-code-label = الرمز من التطبيق
second-step-app-turn-on = تفعيل
second-step-app-cancel = إلغاء
second-step-recovery-title = احفظ رموز الاسترداد
second-step-recovery-lead = تم تفعيل تطبيق المصادقة. يتيح لك كل رمز من هذه الرموز تسجيل الدخول مرة واحدة إذا فقدت هاتفك. احتفظ بها في مكان آمن: لن تظهر مرة أخرى.
second-step-recovery-back = العودة إلى حسابك

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = تسجيل الدخول باستخدام مفتاح مرور
passkey-not-used = لم يتم استخدام أي مفتاح مرور. حاول مرة أخرى، أو استخدم كلمة المرور.
passkey-section-heading = مفاتيح المرور
passkey-section-intro = يتيح لك مفتاح المرور تسجيل الدخول باستخدام بصمة الإصبع أو الوجه أو قفل الشاشة بدلاً من كلمة المرور.
passkey-rename-label = الاسم الجديد
passkey-rename-button = إعادة التسمية
passkey-remove-button = إزالة
passkey-new-name-label = اسم مفتاح المرور الجديد
passkey-new-name-placeholder = هذا الكمبيوتر المحمول
passkey-add-button = إضافة مفتاح مرور
passkey-already-registered = مفتاح المرور هذا مسجّل بالفعل.
passkey-not-added = لم تتم إضافة أي مفتاح مرور. حاول مرة أخرى.

## The consent screen.

consent-heading = هل تريد السماح لـ { $client } باستخدام حسابك؟
consent-lead = لقد سجّلت الدخول باسم { $account }. { $client } تطبيق أنشأته جهة أخرى، ويطلب ما يلي:
consent-revoke-note = يمكنك إلغاء إذن وصوله في أي وقت من صفحة حسابك.
consent-deny = رفض
consent-allow = سماح
consent-title = هل تريد السماح لـ { $client }؟

## Connecting a device (TV, console) with a code.

device-login-lead = لربط جهاز بحسابك
device-code-unknown = هذا الرمز غير صحيح، أو انتهت صلاحيته، أو سبق استخدامه. تحقّق من الرمز على جهازك وحاول مرة أخرى.
device-code-throttled = عدد كبير جدًا من الرموز الخاطئة. انتظر بضع دقائق، ثم حاول مرة أخرى.
device-code-form-expired = انتهت صلاحية هذا النموذج. يُرجى إدخال الرمز مرة أخرى.
device-connected-title = تم ربط الجهاز
device-connected-text = أصبح { $client } مرتبطًا بحسابك الآن. يمكنك العودة إلى جهازك.
device-denied-title = تم رفض الطلب
device-denied-text = لم يتم ربط { $client }. يمكنك إغلاق هذه الصفحة.
device-two-factors-title = يلزم تسجيل الدخول بعاملين
device-two-factors-text = يتطلب { $client } تسجيل الدخول بعاملين. سجّل الدخول في صفحة حسابك باستخدام عامل التحقق الثاني (أو أعدّ عاملاً)، ثم أدخل الرمز هنا مرة أخرى.
device-two-factors-link = فتح صفحة حسابك

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = تعذّر الربط
upstream-link-from-account-page = اربط موفّر تسجيل الدخول باستخدام الزر الخاص به في صفحة حسابك.
upstream-link-expired = انتهت صلاحية هذه الصفحة. عُد إلى صفحة حسابك، وأعد تحميلها، ثم حاول مرة أخرى.
upstream-unknown-provider = موفّر تسجيل الدخول هذا غير موجود.
upstream-bad-state = سبق استخدام عملية تسجيل الدخول هذه، أو انتهت صلاحيتها، أو بدأت في متصفح آخر. عُد إلى التطبيق وسجّل الدخول مرة أخرى.
upstream-denied = لم يسجّل موفّر تسجيل الدخول دخولك. عُد إلى التطبيق وحاول مرة أخرى.
upstream-refused = تعذّر قبول الرد الوارد من موفّر تسجيل الدخول. عُد إلى التطبيق وسجّل الدخول مرة أخرى.
upstream-unavailable = تعذّر الوصول إلى موفّر تسجيل الدخول. حاول مرة أخرى بعد قليل، أو سجّل الدخول بطريقة أخرى.
upstream-email-taken = يوجد حساب بعنوان البريد الإلكتروني هذا بالفعل. سجّل الدخول إليه باستخدام كلمة المرور أو مفتاح المرور الخاص به، ثم اربط موفّر تسجيل الدخول هذا في صفحة حسابك.
upstream-outside-domains = لا يقبل تسجيل الدخول الخاص بمؤسستك إلا العناوين التابعة لنطاقات المؤسسة نفسها التي تم التحقق منها.
upstream-unconfirmed-account = يوجد حساب بعنوان البريد الإلكتروني هذا، لكن لم يتم تأكيد عنوانه قط. أكّده (أو أعد تعيين كلمة مرور الحساب)، ثم سجّل الدخول عبر مؤسستك مرة أخرى.
upstream-operator-account = لهذا الحساب دور في وحدة تحكم المشغّلين: يسجّل الدخول بكلمة مروره وعامله الثاني، لا عبر تسجيل دخول مؤسسة.
upstream-registration-closed = هذا الحساب غير معروف هنا، وإنشاء حسابات جديدة غير متاح. اطلب حسابًا من مشغّل الخدمة.
upstream-no-email = لم يشارك موفّر تسجيل الدخول عنوان بريد إلكتروني، وهو مطلوب لإنشاء حساب جديد.
upstream-unverified-email = لم يؤكّد موفّر تسجيل الدخول أن عنوان البريد الإلكتروني هذا يخصك، لذا لا يمكن إنشاء حساب به. أنشئ حسابًا باستخدام عنوان بريدك الإلكتروني، ثم اربط موفّر تسجيل الدخول في صفحة حسابك.
upstream-linked-elsewhere = حساب تسجيل الدخول هذا مرتبط بحساب آخر بالفعل.
upstream-already-linked = حسابك مرتبط بالفعل بموفّر تسجيل الدخول هذا، عبر حساب آخر لديه. ألغِ ربطه أولاً.
upstream-disabled = هذا الحساب معطّل.
upstream-reauthenticate = سجّل الدخول مرة أخرى في صفحة حسابك، ثم اربط موفّر تسجيل الدخول.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = إنشاء حسابك
signup-lead = سنرسل إليك رسالة لتأكيد عنوانك.
signup-email = البريد الإلكتروني
signup-password = كلمة المرور (10 أحرف على الأقل)
signup-name = الاسم (اختياري)
signup-button = إنشاء حساب
signup-closed-title = التسجيل مغلق
signup-closed-text = يُنشئ مشغّل هذه الخدمة الحسابات الجديدة. اطلب منه إنشاء حساب لك.
signup-sent-title = تحقّق من بريدك الإلكتروني
signup-sent-text = أرسلنا إليك رسالة لتأكيد عنوانك. افتح الرابط الموجود فيها؛ ويمكنك تسجيل الدخول من الآن.
signup-sent-continue-text = أرسلنا إليك رسالة لتأكيد عنوانك. يمكنك تسجيل الدخول والمتابعة الآن.
signup-sent-continue = تسجيل الدخول والمتابعة

## Address confirmation page (opened from the mailed link)

verify-title = تأكيد عنوان بريدك الإلكتروني
verify-lead = أكّد أن عنوان البريد الإلكتروني هذا يخصك، حتى يتمكّن حسابك من استخدامه. إذا لم تنشئ حسابًا أو لم تغيّر عنوانه هنا، فلا تؤكّده: أغلق هذه الصفحة.
verify-button = تأكيد عنواني
verify-done-title = تم تأكيد عنوان البريد الإلكتروني
verify-done-text = شكرًا لك: تم تأكيد عنوان بريدك الإلكتروني. يمكنك إغلاق هذه الصفحة.

## Password reset request page

forgot-title = هل نسيت كلمة المرور؟
forgot-lead = أدخل عنوان بريدك الإلكتروني. إذا كان مرتبطًا بحساب، فسنرسل إليك رابطًا لتعيين كلمة مرور جديدة.
forgot-email = البريد الإلكتروني
forgot-button = إرسال الرابط
forgot-sent-title = تحقّق من بريدك الإلكتروني
forgot-sent-text = إذا كان هذا العنوان مرتبطًا بحساب، فستصل إليه قريبًا رسالة تتضمّن رابطًا لتعيين كلمة مرور جديدة. يظل الرابط صالحًا لمدة 30 دقيقة.

## New password page (opened from the mailed link)

reset-title = تعيين كلمة مرور جديدة
reset-lead = اختر كلمة مرور تتكوّن من 10 إلى 256 حرفًا. سيتم تسجيل الخروج من جميع الأجهزة المسجّل دخولها إلى حسابك.
reset-password = كلمة المرور الجديدة
reset-button = تعيين كلمة المرور
reset-done-title = تم تعيين كلمة المرور
reset-done-text = تم تعيين كلمة المرور الجديدة، وتم تسجيل الخروج من جميع الأجهزة التي كانت مسجّلة الدخول. سجّل الدخول مرة أخرى باستخدام كلمة المرور الجديدة.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = تم حفظ ملفك الشخصي.
account-password-changed = تم تغيير كلمة المرور، وتم تسجيل الخروج من جميع الأجهزة الأخرى.
account-email-requested = إذا كان من الممكن استخدام هذا العنوان، فسيُرسَل إليه رابط لتأكيده: يتغيّر عنوانك عند استخدام الرابط.
account-session-signed-out = تم تسجيل الخروج من تلك الجلسة.
account-others-signed-out = تم تسجيل الخروج من جميع الجلسات الأخرى.
account-console-needs-factor = تتطلب وحدة التحكم عامل تحقق ثانيًا: أضف تطبيق مصادقة أو مفتاح مرور أدناه، ثم سجّل الدخول مرة أخرى باستخدامه.
account-form-expired = انتهت صلاحية هذا النموذج. يُرجى المحاولة مرة أخرى.
account-login-lead = لعرض حسابك وتغييره
account-sign-in-again-lead = مرة أخرى لتغيير طريقة تسجيل الدخول
account-sign-in-again = لحمايتك، سجّل الدخول مرة أخرى (باستخدام عامل التحقق الثاني، إن كان لديك) قبل إضافة طريقة لتسجيل الدخول أو إزالتها.
account-second-step-purpose = لفتح حسابك
account-profile-name = الاسم
account-profile-mobile = رقم الجوّال
account-profile-picture = عنوان URL للصورة
account-profile-country-code = رمز البلد
account-profile-country = البلد
account-profile-city = المدينة
account-profile-postal-code = الرمز البريدي
account-session-unknown-device = جهاز غير معروف
account-session-unknown-app = تطبيق غير معروف
account-session-when = تسجيل الدخول: { $since } · آخر نشاط: { $active }
account-provider-not-linked = موفّر تسجيل الدخول هذا غير مرتبط بحسابك.
account-last-sign-in-method = هذه هي الطريقة الوحيدة لتسجيل الدخول إلى حسابك. أضف مفتاح مرور أو عيّن كلمة مرور (هل نسيت كلمة المرور؟) أولاً.
account-session-gone = لم تعد تلك الجلسة مسجّلة الدخول.
account-wrong-password = كلمة المرور الحالية غير صحيحة.
account-too-many-passwords = عدد كبير جدًا من كلمات المرور الخاطئة. انتظر بضع دقائق، ثم حاول مرة أخرى.
account-unknown-action = لا يمكن تنفيذ هذا الإجراء في هذه الصفحة.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = تمت إزالة تطبيق المصادقة.
factors-passkey-added = تمت إضافة مفتاح المرور: يمكنك تسجيل الدخول به من الآن فصاعدًا.
factors-passkey-renamed = تمت إعادة تسمية مفتاح المرور.
factors-passkey-removed = تمت إزالة مفتاح المرور.
factors-passkey-added-on = تمت الإضافة في { $date }
factors-passkey-last-used = آخر استخدام في { $date }
factors-passkey-synced = متزامن
factors-wrong-code = هذا الرمز غير صحيح. تحقّق من ساعة التطبيق وأدخل الرمز الذي يعرضه الآن.
factors-too-many-codes = عدد كبير جدًا من الرموز الخاطئة. انتظر بضع دقائق، ثم حاول مرة أخرى.
factors-totp-already = تم إعداد تطبيق مصادقة بالفعل.
factors-totp-nothing-pending = لا يجري إعداد أي تطبيق مصادقة حاليًا. ابدأ من جديد.
factors-totp-not-set-up = لم يتم إعداد أي تطبيق مصادقة.
factors-passkey-registered = مفتاح المرور هذا مسجّل بالفعل.
factors-passkey-too-many = وصل حسابك إلى الحد الأقصى لعدد مفاتيح المرور: أزِل أحدها أولاً.
factors-passkey-too-many-attempts = محاولات كثيرة جدًا. انتظر بضع دقائق، ثم حاول مرة أخرى.
factors-passkey-name-length = يجب أن يتكوّن اسم مفتاح المرور من 1 إلى 64 حرفًا.
factors-passkey-not-yours = لم يعد مفتاح المرور هذا يخصك.
factors-passkey-not-added = تعذّرت إضافة مفتاح المرور، أو استغرق ذلك وقتًا طويلاً جدًا. حاول مرة أخرى.
factors-page-expired = انتهت صلاحية هذه الصفحة؛ أعد تحميلها.
factors-sign-in-again = سجّل الدخول مرة أخرى.
factors-passkeys-unavailable = مفاتيح المرور غير متاحة على هذا الخادم.
factors-sign-in-to-add = سجّل الدخول مرة أخرى لإضافة مفتاح مرور.

## The account page's sign-in providers (another account that signs the user in).

links-heading = تسجيل الدخول باستخدام حساب آخر
links-linked = تم ربط موفّر تسجيل الدخول: يمكنك تسجيل الدخول به إلى هذا الحساب من الآن فصاعدًا.
links-unlinked = تم إلغاء ربط موفّر تسجيل الدخول.
links-linked-on = تم الربط في { $date }
links-unlink = إلغاء الربط
links-link = ربط { $provider }

## The account page's third-party apps the user allowed.

apps-heading = التطبيقات التي لديها إذن بالوصول
apps-allowed-on = تم السماح في { $date }
apps-remove = إزالة إذن الوصول
apps-removed = تمت إزالة إذن وصول التطبيق، وتم تسجيل خروجه.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = حذف حسابك
delete-explain-lead = يمكنك بنفسك حذف حسابك وكل البيانات المحفوظة عنه.
delete-explain-sign-in = سجّل الدخول: باستخدام كلمة المرور، أو مفتاح مرور، أو موفّر تسجيل الدخول الذي أنشأت به الحساب («تسجيل الدخول باستخدام …»).
delete-explain-confirm = أكّد أنك تريد حذف الحساب.
delete-explain-what = ما يُحذف: ملفك الشخصي (الاسم وعنوان البريد الإلكتروني ورقم الهاتف والصورة والمكان)، وكلمة المرور، وكل الجلسات مع الأجهزة والأماكن المسجّلة معها، وعوامل التحقق الثانية، ومفاتيح المرور، وموفّرو تسجيل الدخول المرتبطون، وكل الرموز المميزة الصادرة للتطبيقات. ويتم تسجيل الخروج من جميع الأجهزة. ويحتفظ سجل الأمان بإدخالاته المتعلقة بك تحت اسم عشوائي ومن دون عناوين IP لمدة { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومين
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    } كحد أقصى.
delete-explain-now = الموعد: فورًا. سيُرسَل تأكيد إلى عنوان بريدك الإلكتروني.
delete-explain-later = الموعد: بعد { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومين
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    } من طلبك؛ وإذا سجّلت الدخول قبل ذلك، فسيتم الاحتفاظ بالحساب. سيُرسَل تأكيد إلى عنوان بريدك الإلكتروني.
delete-explain-apps = يمكن للتطبيقات أيضًا حذف الحساب من إعداداتها.
delete-explain-link = تسجيل الدخول وحذف حسابك
delete-login-lead = لحذف حسابك
delete-confirm-what = يؤدي ذلك إلى حذف ملفك الشخصي وجلساتك وعوامل التحقق الثانية ومفاتيح المرور وموفّري تسجيل الدخول المرتبطين، وتسجيل خروجك من جميع الأجهزة.
delete-confirm-later = سيُحذف الحساب بعد { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومين
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    }؛ وإذا سجّلت الدخول قبل ذلك، فسيتم الاحتفاظ به.
delete-confirm-now = لا يمكن التراجع عن هذا الإجراء.
delete-confirm-check = حذف حسابي وكل البيانات المحفوظة عنه
delete-confirm-button = حذف حسابي
delete-confirm-keep = الاحتفاظ بحسابي
delete-done-title = تم حذف الحساب
delete-done = تم حذف حسابك وكل البيانات المحفوظة عنه. سيصل تأكيد إلى عنوان بريدك الإلكتروني قريبًا.
delete-scheduled-title = تمت جدولة حذف الحساب
delete-scheduled = انتهت جميع الجلسات. سيُحذف حسابك في { $date }؛ سجّل الدخول قبل ذلك للاحتفاظ به.

## The account page's language (stored: the language of the user's mails).

account-language-heading = اللغة
account-language-help = لغة صفحات هذا الحساب والرسائل المُرسَلة إليه.
account-language-save = حفظ اللغة
account-language-saved = تم حفظ اللغة.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · وحدة التحكم
console-nav-signed-in = وحدة التحكم · تم تسجيل الدخول باسم { $email } ({ $role })
console-nav-your-account = حسابك
console-nav-label = وحدة التحكم
console-nav-overview = نظرة عامة
console-nav-users = المستخدمون
console-nav-organizations = المؤسسات
console-nav-clients = العملاء
console-nav-apis = واجهات API
console-nav-webhooks = خطافات الويب
console-nav-audit = سجل التدقيق
console-nav-keys = المفاتيح
console-nav-settings = الإعدادات

console-frame-role-admin = مسؤول
console-frame-role-support = دعم
console-frame-role-viewer = مشاهد
console-frame-role-none = بلا دور
console-frame-table-empty = { $caption }: لا يوجد.
console-frame-age-days = { $count ->
    [zero] { $count } يوم
    [one] يوم واحد
    [two] يومان
    [few] { $count } أيام
    [many] { $count } يومًا
   *[other] { $count } يوم
    }
console-frame-age-hours = { $count ->
    [zero] { $count } ساعة
    [one] ساعة واحدة
    [two] ساعتان
    [few] { $count } ساعات
    [many] { $count } ساعة
   *[other] { $count } ساعة
    }
console-frame-age-minutes = { $count ->
    [zero] { $count } دقيقة
    [one] دقيقة واحدة
    [two] دقيقتان
    [few] { $count } دقائق
    [many] { $count } دقيقة
   *[other] { $count } دقيقة
    }

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = لا يتيح لك دورك في وحدة التحكم فتح هذه الصفحة. اطلب ذلك من أحد المسؤولين إذا كنت بحاجة إليها.
console-gate-form-expired = انتهت صلاحية هذا النموذج أو لم يُرسَل من وحدة التحكم. افتح الصفحة مرة أخرى وكرّر العملية.
console-gate-change-not-allowed = لا يسمح دورك في وحدة التحكم بهذا التغيير.
console-gate-no-role = ليس لحسابك أي دور في وحدة التحكم. يمكن لأحد المسؤولين منحك دورًا.
console-gate-not-allowed-title = غير مسموح
console-gate-not-found-title = غير موجود
console-gate-not-done-title = لم يتم التنفيذ
console-gate-sign-in-again-lead = مرة أخرى، باستخدام عامل التحقق الثاني، لفتح وحدة التحكم
console-gate-needs-second-factor = تتطلب وحدة التحكم تسجيل الدخول باستخدام عامل التحقق الثاني (تطبيق المصادقة أو مفتاح مرور).
console-gate-no-such-user = هذا المستخدم غير موجود.
console-gate-no-such-client = هذا العميل غير موجود.
console-gate-no-such-api = واجهة API هذه غير موجودة.
console-gate-no-such-webhook = خطاف الويب هذا غير موجود.
console-gate-no-such-delivery = عملية التسليم هذه غير موجودة.
console-gate-no-such-session = هذه الجلسة غير موجودة.
console-gate-no-such-link = هذا الربط غير موجود.
console-gate-no-such-organization = هذه المؤسسة غير موجودة.
console-gate-no-such-domain = هذا النطاق غير موجود.
console-gate-no-such = العنصر غير موجود: { $what }.
console-gate-duplicate-email = يوجد مستخدم بعنوان البريد الإلكتروني هذا بالفعل.
console-gate-last-sign-in-method = هذا الربط هو آخر طريقة لتسجيل الدخول إلى الحساب: عيّن كلمة مرور أولاً.
console-gate-api-exists = توجد واجهة API بهذا المعرّف بالفعل.
console-gate-disable-client-first = عطّل العميل قبل حذفه.

## The console's overview page.

console-overview-title = نظرة عامة
console-overview-find-user = البحث عن مستخدم
console-overview-accounts = الحسابات
console-overview-live-sessions = الجلسات النشطة
console-overview-sign-ins = عمليات تسجيل الدخول، 24 ساعة
console-overview-failed-sign-ins = عمليات تسجيل الدخول الفاشلة، 24 ساعة
console-overview-lockouts = حالات القفل الآن
console-overview-failing-deliveries = عمليات تسليم خطافات الويب الفاشلة
console-overview-chart-heading = عمليات تسجيل الدخول خلال آخر 24 ساعة
console-overview-counted = تم العدّ في { $at } (لا يتجاوز عمر الأرقام دقيقة واحدة).
console-overview-chart-label = عمليات تسجيل الدخول في كل ساعة خلال آخر 24 ساعة: { $succeeded } ناجحة، و{ $failed } فاشلة
console-overview-chart-hour = { $time }: { $succeeded } ناجحة، و{ $failed } فاشلة
console-overview-chart-start = قبل 24 ساعة
console-overview-chart-end = الآن
console-overview-legend-succeeded = ناجحة ({ $count })
console-overview-legend-failed = فاشلة ({ $count })
console-overview-keys-heading = مفاتيح التوقيع
console-overview-keys-caption = مفاتيح التوقيع، الأحدث أولاً
console-overview-key = المفتاح
console-overview-algorithm = الخوارزمية
console-overview-state = الحالة
console-overview-age = العمر
console-overview-signing-for = مدة التوقيع
console-overview-key-pending = قيد الانتظار
console-overview-key-active = نشط
console-overview-key-retired = متوقف
console-overview-keys-link = المفاتيح والتدوير

## The console's users list.

console-users-title = المستخدمون
console-users-deleted = تم حذف المستخدم.
console-users-search-label = العنوان أو الاسم أو معرّف المستخدم
console-users-search = بحث
console-users-search-help = تُطابَق العناوين من بدايتها، والأسماء من بداية أي كلمة فيها؛ أما المعرّف فيُطابَق بالكامل.
console-users-caption = المستخدمون، الأقدم أولاً
console-users-matching = المستخدمون المطابقون لـ«{ $query }»
console-users-address = العنوان
console-users-name = الاسم
console-users-verified = تم التحقق
console-users-state = الحالة
console-users-created = تاريخ الإنشاء
console-users-yes = نعم
console-users-no = لا
console-users-enabled = مفعّل
console-users-disabled = معطّل
console-users-next-page = الصفحة التالية

## The console's page of one user.

console-user-done-disabled = تم تعطيل المستخدم: انتهت جميع جلساته.
console-user-done-enabled = تم تفعيل المستخدم: يمكنه تسجيل الدخول مرة أخرى.
console-user-done-signed-out = انتهت جميع جلسات المستخدم.
console-user-done-session-ended = انتهت الجلسة.
console-user-done-factors-reset = تمت إزالة عوامل التحقق الثانية للمستخدم، وتم إبلاغه بالبريد الإلكتروني.
console-user-done-verification-sent = جارٍ إرسال رسالة التحقق.
console-user-done-role = تم تغيير الدور.
console-user-why-heading = لماذا لا يستطيع هذا المستخدم تسجيل الدخول؟
console-user-nothing-stops = لا شيء يمنع هذا المستخدم من تسجيل الدخول الآن.
console-user-reason-disabled = الحساب معطّل من قِبل أحد المشغّلين.
console-user-reason-unverified = لم يتم التحقق من العنوان: يُرفض تسجيل الدخول بكلمة المرور إلى أن يُستخدم الرابط الموجود في رسالة التحقق.
console-user-reason-locked-password = مقفل بسبب كلمات مرور خاطئة من { $ip } حتى { $until } (نحو { $minutes } د؛ حدّ محاولات تسجيل الدخول).
console-user-reason-locked-second-step = الخطوة الثانية مقفلة بسبب رموز خاطئة حتى { $until } (نحو { $minutes } د؛ حدّ محاولات عامل التحقق الثاني).
console-user-reason-passkey-only = ليس للحساب كلمة مرور: لا يمكن تسجيل الدخول إليه إلا باستخدام مفتاح مرور (أو بعد إعادة تعيين كلمة المرور).
console-user-reason-providers-only = ليس للحساب كلمة مرور: لا يمكن تسجيل الدخول إليه إلا عبر { $providers } (أو بعد إعادة تعيين كلمة المرور).
console-user-reason-second-factor-due = لم يتم إعداد عامل تحقق ثانٍ، ويتطلب { $clients } تسجيل الدخول بعاملين: يجب على المستخدم إضافة عامل أولاً.
console-user-reason-deletion-scheduled = طلب المستخدم حذف الحساب: سيُحذف في { $date } ما لم يسجّل الدخول قبل ذلك.
console-user-profile = الملف الشخصي
console-user-id = معرّف المستخدم
console-user-address = العنوان
console-user-verified = تم التحقق
console-user-state = الحالة
console-user-name = الاسم
console-user-mobile = الجوّال
console-user-place = المكان
console-user-created = تاريخ الإنشاء
console-user-console-role = الدور في وحدة التحكم
console-user-sessions = الجلسات
console-user-sessions-caption = الجلسات النشطة، الأحدث أولاً
console-user-device = الجهاز
console-user-ip-and-place = عنوان IP والمكان
console-user-signed-in = تسجيل الدخول
console-user-last-active = آخر نشاط
console-user-methods = الطرق
console-user-end-column = إنهاء
console-user-end-session = إنهاء
console-user-unknown-device = جهاز غير معروف
console-user-second-factors = عوامل التحقق الثانية
console-user-authenticator-app = تطبيق المصادقة
console-user-recovery-codes-left = رموز الاسترداد المتبقية
console-user-passkeys = مفاتيح المرور
console-user-factor-none = لا يوجد
console-user-totp-since = منذ { $date }
console-user-providers-and-apps = موفّرو تسجيل الدخول والتطبيقات
console-user-links-caption = موفّرو تسجيل الدخول المرتبطون
console-user-provider = موفّر تسجيل الدخول
console-user-address-given = العنوان المقدَّم
console-user-linked = تاريخ الربط
console-user-consents-caption = الموافقات الممنوحة لتطبيقات الجهات الخارجية
console-user-client = العميل
console-user-scopes = النطاقات
console-user-allowed = تاريخ السماح
console-user-recent-events = الأحداث الأخيرة
console-user-events-caption = أحدث أحداث التدقيق المتعلقة بالمستخدم
console-user-when = الوقت
console-user-type = النوع
console-user-actor = المنفِّذ
console-user-ip = IP
console-user-every-event = كل الأحداث المتعلقة بالمستخدم
console-user-actions = الإجراءات
console-user-disable = تعطيل
console-user-enable = تفعيل
console-user-sign-out-everywhere = تسجيل الخروج من جميع الأماكن
console-user-resend-verification = إعادة إرسال رسالة التحقق
console-user-reset-factors = إعادة تعيين عوامل التحقق الثانية
console-user-reset-factors-confirm = إزالة تطبيق المصادقة ورموز الاسترداد ومفاتيح المرور
console-user-delete = حذف المستخدم
console-user-delete-confirm = حذف هذا الحساب وكل ما يتعلق به، الآن
console-user-role-heading = الدور في وحدة التحكم
console-user-role-label = الدور
console-user-set-role = تعيين الدور
console-user-role-help = يطّلع المشاهدون على كل الصفحات؛ ويستطيع فريق الدعم أيضًا تعطيل المستخدمين وتفعيلهم، وتسجيل خروجهم، وإعادة تعيين عوامل التحقق الثانية لديهم، وإعادة إرسال رسائل التحقق؛ أما المسؤولون فيستطيعون تنفيذ كل شيء.
console-user-unknown-action = لا يمكن تنفيذ هذا الإجراء في هذه الصفحة.
console-user-not-on-this-user = لا يمكن تنفيذ ذلك على هذا المستخدم: لا يمكن للمشغّلين دون دور المسؤول التعامل إلا مع المستخدمين الذين ليس لهم دور، ولا يمكن لأي شخص هنا تغيير دوره أو حالته أو عوامل التحقق أو حسابه الخاص.
console-user-tick-to-confirm = حدّد المربع للتأكيد، ثم كرّر العملية.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = العملاء
console-client-list-caption = العملاء، الأقدم أولاً
console-client-name = الاسم
console-client-kind = النوع
console-client-state = الحالة
console-client-registered = تاريخ التسجيل
console-client-kind-public = عام
console-client-kind-confidential = سرّي
console-client-state-enabled = مفعّل
console-client-state-disabled = معطّل
console-client-register-heading = تسجيل عميل
console-client-register = تسجيل
console-client-registered-notice = تم تسجيل العميل.
console-client-deleted = تم حذف العميل.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = عناوين URI لإعادة التوجيه، عنوان واحد في كل سطر
console-client-scopes-field = النطاقات (إذا تُركت فارغة: openid email profile authorization)
console-client-package-names-field = أسماء حزم Android، اسم واحد في كل سطر
console-client-app-origins-field = مصادر التطبيقات لمفاتيح المرور، مصدر واحد في كل سطر
console-client-logout-uri-field = عنوان URI لتسجيل الخروج عبر القناة الخلفية
console-client-organization-field = مؤسسة مستقبِل Shared Signals (المعرّف المختصر أو المعرّف)
console-client-flag-public = عام (تطبيق متصفح أو تطبيق أصلي: بلا سر، PKCE)
console-client-flag-resource-server = خادم موارد (يمكنه فحص الرموز المميزة)
console-client-flag-client-credentials = يمكنه الحصول على رموز مميزة لنفسه (client_credentials)
console-client-flag-rotate-refresh-tokens = تدوير رموز التحديث المميزة
console-client-flag-require-mfa = تسجيل الدخول بعاملين فقط
console-client-flag-require-par = طلبات التفويض المُرسَلة مسبقًا (PAR) فقط
console-client-flag-third-party = جهة خارجية: يوافق المستخدمون أولاً
console-client-flag-shared-signals = مستقبِل Shared Signals: يتلقى دفقًا من أحداث الأمان

## Console: one client's page

console-client-saved = تم حفظ إعدادات العميل.
console-client-disabled-notice = تم تعطيل العميل: لم يعد التحقق من رموزه المميزة ممكنًا.
console-client-granted = تم حفظ المنحة.
console-client-secret-replaced = تم استبدال السر.
console-client-secret-heading = سر العميل
console-client-secret-once = انسخه الآن: يُعرض هذه المرة فقط ولن يظهر مرة أخرى (يُحفظ الملخص التجزيئي فقط).
console-client-settings-heading = الإعدادات
console-client-yes = نعم
console-client-no = لا
console-client-redirect-uris = عناوين URI لإعادة التوجيه
console-client-scopes = النطاقات
console-client-resource-server = خادم موارد
console-client-two-factor-only = تسجيل الدخول بعاملين فقط
console-client-par-only = PAR فقط
console-client-third-party = جهة خارجية
console-client-shared-signals = مستقبِل Shared Signals
console-client-changed = تاريخ التغيير
console-client-grants-heading = المنح على واجهات API
console-client-grants-caption = واجهات API التي يمكن لهذا العميل استدعاؤها لنفسه
console-client-api = API
console-client-api-identifier = معرّف API
console-client-grant = منح
console-client-actions-heading = الإجراءات
console-client-rotate-secret = تدوير السر
console-client-rotate-secret-confirm = استبدال السر: يتوقف السر القديم عن العمل الآن
console-client-disable = تعطيل
console-client-disable-confirm = تعطيل العميل: يتوقف التحقق من رموزه المميزة
console-client-delete = حذف
console-client-delete-confirm = حذف العميل مع كل ما صدر له
console-client-edit-heading = تعديل
console-client-save = حفظ
console-client-confirm-first = حدّد المربع للتأكيد، ثم كرّر العملية.
console-client-unknown-action = لا يمكن تنفيذ هذا الإجراء في هذه الصفحة.

## Console: the APIs page

console-api-title = واجهات API
console-api-list-caption = واجهات API (مؤشرات الموارد)
console-api-identifier = المعرّف
console-api-scopes = النطاقات
console-api-registered-column = تاريخ التسجيل
console-api-register-heading = تسجيل واجهة API
console-api-identifier-field = المعرّف (عنوان URL يبدأ بـ https)
console-api-scopes-field = النطاقات، مفصولة بمسافات
console-api-register = تسجيل
console-api-registered = تم تسجيل واجهة API.

## Console: the webhooks page

console-webhook-title = خطافات الويب
console-webhook-list-caption = نقاط نهاية خطافات الويب
console-webhook-endpoint = نقطة النهاية (عمليات التسليم إليها)
console-webhook-events = الأحداث
console-webhook-registered-column = تاريخ التسجيل
console-webhook-remove = إزالة
console-webhook-remove-confirm = إيقاف التسليم إلى نقطة النهاية هذه
console-webhook-secret-heading = سر التوقيع
console-webhook-secret-once = سلّمه إلى الجهة المستقبِلة الآن: يُعرض هذه المرة فقط.
console-webhook-register-heading = تسجيل نقطة نهاية
console-webhook-url = عنوان URL
console-webhook-events-field = أنواع الأحداث، مفصولة بمسافات
console-webhook-register = تسجيل
console-webhook-registered = تم تسجيل نقطة النهاية.
console-webhook-removed = تمت إزالة نقطة النهاية.
console-webhook-confirm-first = حدّد المربع للتأكيد، ثم كرّر العملية.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = عمليات التسليم
console-webhook-deliveries-caption = عمليات التسليم، الأحدث أولاً
console-webhook-delivery = عملية التسليم
console-webhook-event = الحدث
console-webhook-status = الحالة
console-webhook-attempts = المحاولات
console-webhook-last-error = آخر خطأ
console-webhook-replay = إعادة الإرسال
console-webhook-replayed = تمت إضافة عملية التسليم إلى قائمة الانتظار مرة أخرى.
console-webhook-status-pending = قيد الانتظار
console-webhook-status-delivered = تم التسليم
console-webhook-status-failed = فشل

## Console: the audit trail

console-audit-title = سجل التدقيق
console-audit-user-id = معرّف المستخدم
console-audit-address = العنوان
console-audit-type = النوع
console-audit-since = من (RFC 3339)
console-audit-until = حتى (RFC 3339)
console-audit-any-type = أي نوع
console-audit-filter = تصفية
console-audit-caption = الأحداث، الأحدث أولاً
console-audit-when = الوقت
console-audit-type-column = النوع
console-audit-actor = المنفِّذ
console-audit-user = المستخدم
console-audit-client = العميل
console-audit-ip = IP
console-audit-older = أحداث أقدم

## Console: the signing keys

console-keys-title = المفاتيح
console-keys-caption = حلقة المفاتيح، الأحدث أولاً
console-keys-key = المفتاح
console-keys-algorithm = الخوارزمية
console-keys-state = الحالة
console-keys-made = تاريخ الإنشاء
console-keys-age = العمر
console-keys-signing-since = يوقّع منذ
console-keys-retired = تاريخ الإيقاف
console-keys-state-pending = قيد الانتظار
console-keys-state-active = نشط
console-keys-state-retired = متوقف
console-keys-rotate-heading = التدوير
console-keys-rotate-help = يتم التدوير على خطوتين: تنشر الأولى مفتاح id_token جديدًا في JWKS، وتجعله الثانية يوقّع (وتستبدل مفتاح access-token). تظل المفاتيح القديمة صالحة للتحقق حتى انتهاء صلاحية آخر رمز مميز وقّعته.
console-keys-rotate = تدوير
console-keys-rotate-confirm = تدوير مفاتيح التوقيع
console-keys-published = تم نشر مفتاح id_token جديد: سيجعله التدوير التالي يوقّع.
console-keys-activated = أصبح المفتاح المنشور يوقّع رموز id_token الآن، مع مفتاح access-token جديد.
console-keys-not-done = لم يتم التنفيذ
console-keys-confirm-first = حدّد المربع للتأكيد، ثم كرّر العملية.

## Console: the settings

console-settings-title = الإعدادات
console-settings-effective-heading = الإعدادات الفعلية
console-settings-effective-help = بعد تطبيق الملفات ومتغيرات البيئة والقيم الافتراضية؛ والأسرار مخفية.
console-settings-caption = الإعدادات
console-settings-setting = الإعداد
console-settings-value = القيمة
console-settings-upstream-heading = موفّرو تسجيل الدخول الخارجيون
console-settings-providers-caption = موفّرو تسجيل الدخول
console-settings-provider-id = المعرّف
console-settings-provider-button = الزر
console-settings-provider-last-error = آخر خطأ على هذا المثيل
console-settings-no-trouble = لا يوجد منذ بدء التشغيل
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = في التطبيق، أدخل هذا الرمز بدلاً من ذلك: { $token }
mail-set-password-button = تعيين كلمة مرور جديدة
mail-open-account-button = فتح حسابك

## Verification of a new account's address

mail-verification-subject = تأكيد عنوان بريدك الإلكتروني
mail-verification-welcome = مرحبًا بك! يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني.
mail-verification-link-hours = { $hours ->
    [zero] يظل الرابط صالحًا لمدة { $hours } ساعة، ويمكن استخدامه مرة واحدة فقط.
    [one] يظل الرابط صالحًا لمدة ساعة واحدة، ويمكن استخدامه مرة واحدة فقط.
    [two] يظل الرابط صالحًا لمدة ساعتين، ويمكن استخدامه مرة واحدة فقط.
    [few] يظل الرابط صالحًا لمدة { $hours } ساعات، ويمكن استخدامه مرة واحدة فقط.
    [many] يظل الرابط صالحًا لمدة { $hours } ساعة، ويمكن استخدامه مرة واحدة فقط.
   *[other] يظل الرابط صالحًا لمدة { $hours } ساعة، ويمكن استخدامه مرة واحدة فقط.
    }
mail-verification-ignore = إذا لم تنشئ حسابًا، فتجاهل هذه الرسالة.
mail-verification-button = تأكيد عنواني

## Moving an account to a new address: the mail to the new address

mail-change-subject = تأكيد عنوان بريدك الإلكتروني الجديد
mail-change-confirm = يُرجى تأكيد أنك تريد أن يستخدم حسابك عنوان البريد الإلكتروني هذا من الآن فصاعدًا.
mail-change-link-hours = { $hours ->
    [zero] يظل الرابط صالحًا لمدة { $hours } ساعة، ويمكن استخدامه مرة واحدة فقط؛ وإلى أن يُستخدم، يبقى عنوانك القديم كما هو.
    [one] يظل الرابط صالحًا لمدة ساعة واحدة، ويمكن استخدامه مرة واحدة فقط؛ وإلى أن يُستخدم، يبقى عنوانك القديم كما هو.
    [two] يظل الرابط صالحًا لمدة ساعتين، ويمكن استخدامه مرة واحدة فقط؛ وإلى أن يُستخدم، يبقى عنوانك القديم كما هو.
    [few] يظل الرابط صالحًا لمدة { $hours } ساعات، ويمكن استخدامه مرة واحدة فقط؛ وإلى أن يُستخدم، يبقى عنوانك القديم كما هو.
    [many] يظل الرابط صالحًا لمدة { $hours } ساعة، ويمكن استخدامه مرة واحدة فقط؛ وإلى أن يُستخدم، يبقى عنوانك القديم كما هو.
   *[other] يظل الرابط صالحًا لمدة { $hours } ساعة، ويمكن استخدامه مرة واحدة فقط؛ وإلى أن يُستخدم، يبقى عنوانك القديم كما هو.
    }
mail-change-ignore = إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغيّر شيء.
mail-change-button = استخدام هذا العنوان

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = تغيير عنوان البريد الإلكتروني لحسابك
mail-change-notice-asked = طلب شخص سجّل الدخول إلى حسابك نقله إلى { $address }.
mail-change-notice-until = لن يُنقل الحساب إلا عند استخدام رابط مُرسَل إلى ذلك العنوان؛ وحتى ذلك الحين، يبقى هذا العنوان كما هو.
mail-change-notice-not-you = إذا لم تكن أنت، فعيّن كلمة مرور جديدة الآن: سيؤدي ذلك إلى إنهاء جميع الجلسات وإبطال الرابط.

## To an address that tried to register again

mail-registered-subject = لديك حساب بالفعل
mail-registered-tried = حاول شخص ما إنشاء حساب باستخدام عنوان البريد الإلكتروني هذا، مع أنه مرتبط بحساب بالفعل.
mail-registered-if-you = إذا كنت أنت، فسجّل الدخول، أو عيّن كلمة مرور جديدة إذا كنت قد نسيتها.
mail-registered-not-you = إذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغيّر شيء.

## Password reset

mail-reset-subject = تعيين كلمة مرور جديدة
mail-reset-asked = طلب شخص ما تعيين كلمة مرور جديدة لحسابك.
mail-reset-link-minutes = { $minutes ->
    [zero] يظل الرابط صالحًا لمدة { $minutes } دقيقة، ويمكن استخدامه مرة واحدة فقط؛ ويحلّ محله أي طلب أحدث.
    [one] يظل الرابط صالحًا لمدة دقيقة واحدة، ويمكن استخدامه مرة واحدة فقط؛ ويحلّ محله أي طلب أحدث.
    [two] يظل الرابط صالحًا لمدة دقيقتين، ويمكن استخدامه مرة واحدة فقط؛ ويحلّ محله أي طلب أحدث.
    [few] يظل الرابط صالحًا لمدة { $minutes } دقائق، ويمكن استخدامه مرة واحدة فقط؛ ويحلّ محله أي طلب أحدث.
    [many] يظل الرابط صالحًا لمدة { $minutes } دقيقة، ويمكن استخدامه مرة واحدة فقط؛ ويحلّ محله أي طلب أحدث.
   *[other] يظل الرابط صالحًا لمدة { $minutes } دقيقة، ويمكن استخدامه مرة واحدة فقط؛ ويحلّ محله أي طلب أحدث.
    }
mail-reset-not-you = إذا لم تكن أنت، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.

## Notices: a second factor changed

mail-totp-added-subject = تمت إضافة تطبيق مصادقة
mail-totp-added-body = تمت إضافة تطبيق مصادقة إلى حسابك كعامل تحقق ثانٍ.
mail-totp-removed-subject = تمت إزالة تطبيق المصادقة
mail-totp-removed-body = تمت إزالة تطبيق المصادقة من حسابك: أصبح تسجيل الدخول يتطلب كلمة المرور فقط.
mail-passkey-added-subject = تمت إضافة مفتاح مرور
mail-passkey-added-body = تمت إضافة مفتاح مرور إلى حسابك: يتيح لك تسجيل الدخول بدون كلمة مرور.
mail-passkey-removed-subject = تمت إزالة مفتاح مرور
mail-passkey-removed-body = تمت إزالة مفتاح مرور من حسابك: لم يعد بإمكانك تسجيل الدخول به.
mail-recovery-used-subject = تم استخدام رمز استرداد
mail-recovery-used-body = { $left ->
    [zero] تم استخدام رمز استرداد لتسجيل الدخول إلى حسابك؛ ولم يتبقَّ أي رمز غير مستخدَم.
    [one] تم استخدام رمز استرداد لتسجيل الدخول إلى حسابك؛ ويتبقى رمز واحد غير مستخدَم.
    [two] تم استخدام رمز استرداد لتسجيل الدخول إلى حسابك؛ ويتبقى رمزان غير مستخدَمين.
    [few] تم استخدام رمز استرداد لتسجيل الدخول إلى حسابك؛ ويتبقى { $left } رموز غير مستخدَمة.
    [many] تم استخدام رمز استرداد لتسجيل الدخول إلى حسابك؛ ويتبقى { $left } رمزًا غير مستخدَم.
   *[other] تم استخدام رمز استرداد لتسجيل الدخول إلى حسابك؛ ويتبقى { $left } رمز غير مستخدَم.
    }
mail-factor-not-you = إذا لم تكن أنت، فغيّر كلمة المرور وسجّل الخروج من جميع الأماكن من صفحة حسابك.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = تم ربط { $provider } بحسابك
mail-linked-body = تم ربط حسابك بحساب على { $provider }: أصبح تسجيل الدخول باستخدام { $provider } يفتح حسابك.
mail-unlinked-subject = تم إلغاء ربط { $provider } بحسابك
mail-unlinked-body = تم إلغاء ربط حسابك بـ { $provider }: لم يعد تسجيل الدخول باستخدام { $provider } يفتح حسابك.
mail-link-not-you = إذا لم تكن أنت، فغيّر كلمة المرور، وسجّل الخروج من جميع الأماكن، وألغِ ربط موفّر تسجيل الدخول من صفحة حسابك.

## Account deleted

mail-deleted-subject = تم حذف حسابك
mail-deleted-body = تم حذف حسابك وكل البيانات المحفوظة عنه، وانتهت جميع جلساته.
mail-deleted-register-again = يمكن استخدام هذا العنوان للتسجيل مرة أخرى؛ ولن يُستعاد أي شيء من الحساب القديم.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = سيتم حذف حسابك
mail-deletion-due = سيُحذف حسابك في { $date }؛ وقد انتهت جميع جلساته.
mail-deletion-keep = للاحتفاظ به، سجّل الدخول مرة أخرى قبل ذلك التاريخ. إذا لم تطلب ذلك، فسجّل الدخول وغيّر كلمة المرور.
mail-deletion-button = تسجيل الدخول للاحتفاظ بالحساب

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = انضم إلى { $organization }
mail-invitation-body = تمت دعوتك للانضمام إلى { $organization }. افتح الرابط لقبول الدعوة: سجّل الدخول بهذا العنوان، أو أنشئ حسابًا به.
# $days: how many days the link works.
mail-invitation-expiry = { $days ->
    [zero] يظل الرابط صالحًا لمدة { $days } يوم.
    [one] يظل الرابط صالحًا لمدة يوم واحد.
    [two] يظل الرابط صالحًا لمدة يومين.
    [few] يظل الرابط صالحًا لمدة { $days } أيام.
    [many] يظل الرابط صالحًا لمدة { $days } يومًا.
   *[other] يظل الرابط صالحًا لمدة { $days } يوم.
    }
mail-invitation-ignore = إذا كنت لا تعرف هذه المؤسسة، فتجاهل هذه الرسالة: لن يحدث شيء ما لم تقبل الدعوة.
# Button: opens the invitation's page.
mail-invitation-button = عرض الدعوة
console-organizations-title = المؤسسات
console-organizations-name = الاسم
console-organizations-slug = الاسم المختصر (URL)
console-organizations-enabled = مفعّلة
console-organizations-mfa = عامل التحقق الثاني
console-organizations-new = مؤسسة جديدة
console-organizations-create = إنشاء المؤسسة
console-organizations-created = تم إنشاء المؤسسة.
console-organization-saved = تم حفظ قواعد النطاق.
console-organization-id = المعرّف
console-organization-members = الأعضاء
console-organization-roles = الأدوار
console-organization-managed = عبر تسجيل دخول المؤسسة
console-organization-break-glass = وصول الطوارئ
console-organization-invitations = الدعوات المعلّقة
console-organization-expires = انتهاء الصلاحية
console-organization-domains = النطاقات
console-organization-domain = النطاق
console-organization-state = الحالة
console-organization-rules = القواعد
console-organization-save-rules = حفظ
console-organization-sign-in = تسجيل الدخول الخاص بالمؤسسة
console-organization-no-sign-in = ليس للمؤسسة تسجيل دخول خاص بها: يسجّل أعضاؤها الدخول بكلمات المرور الخاصة بهم أو بمفاتيح المرور.
# $organization: the organization's name.
organization-admin-title = { $organization }: إعدادات المؤسسة
organization-admin-lead = أنت تدير هذه المؤسسة بالعنوان { $email }.
organization-admin-none = لا يوجد شيء هنا بعد.
organization-admin-members = الأعضاء
organization-admin-remove = إزالة
organization-admin-yes = نعم
organization-admin-no = لا
organization-admin-email = عنوان البريد الإلكتروني
organization-admin-roles = الأدوار
organization-admin-managed = عبر تسجيل دخول المؤسسة
organization-admin-action = الإجراء
organization-admin-invitations = الدعوات المعلّقة
organization-admin-revoke = سحب
organization-admin-expires = انتهاء الصلاحية
organization-admin-invite = دعوة شخص
organization-admin-role = الدور
organization-admin-invite-button = إرسال الدعوة
organization-admin-domains = النطاقات
organization-admin-domains-lead = طالِب بنطاق البريد الخاص بشركتك، وانشر سجل TXT المعروض، ثم تحقّق من النطاق. يمكن للعناوين التابعة لنطاق تم التحقق منه تسجيل الدخول عبر تسجيل الدخول الخاص بمؤسستك.
organization-admin-verify = تحقّق
organization-admin-verified = تم التحقق
organization-admin-pending = قيد الانتظار
organization-admin-domain = النطاق
organization-admin-state = الحالة
organization-admin-record = السجل المطلوب نشره
organization-admin-add-domain = المطالبة بنطاق
organization-admin-sign-in = تسجيل الدخول الخاص بمؤسستك
organization-admin-no-sign-in = يسجّل أعضاؤك الدخول بكلمات المرور الخاصة بهم. اضبط موفّر OpenID خاصًا بك (Okta أو Entra ID أو Google Workspace…) ليسجّلوا الدخول من خلاله.
organization-admin-issuer = عنوان URL للجهة المُصدِرة (Issuer)
organization-admin-client-id = معرّف العميل (Client ID)
organization-admin-client-secret = سر العميل
organization-admin-redirect-uri = عنوان URI لإعادة التوجيه المطلوب تسجيله لدى موفّرك
organization-admin-save-sign-in = حفظ إعدادات تسجيل الدخول
organization-admin-sign-in-title = سجّل الدخول أولاً
organization-admin-sign-in-text = سجّل الدخول في صفحة حسابك، ثم افتح هذه الصفحة مرة أخرى.
organization-admin-sign-in-link = الانتقال إلى حسابك
organization-admin-unknown-title = لم يتم العثور على المؤسسة
organization-admin-unknown-text = لا توجد هنا مؤسسة تديرها.
organization-admin-unknown-change = لا يمكن إجراء هذا التغيير في هذه الصفحة.
organization-admin-scim = التزويد (SCIM)
organization-admin-scim-lead = يضيف دليل المستخدمين لديك (Okta أو Entra ID أو Google Workspace…) أعضاءك ومجموعاتك هنا ويعدّلها ويزيلها عبر SCIM 2.0. زوّده بعنوان URL الأساسي والرمز المميز لأحد الاتصالات.
organization-admin-scim-base-url = عنوان URL الأساسي
organization-admin-scim-made = تاريخ الإنشاء
organization-admin-scim-last-used = آخر استخدام
organization-admin-scim-never = لم يُستخدم قط
organization-admin-scim-old-token = الرمز المميز القديم صالح حتى
organization-admin-scim-rotate = رمز مميز جديد
organization-admin-scim-make = إنشاء اتصال
organization-admin-scim-token-title = الرمز المميز لدليل المستخدمين لديك
organization-admin-scim-token-text = انسخ عنوان URL الأساسي والرمز المميز إلى دليل المستخدمين لديك الآن: لن يُعرض الرمز المميز مرة أخرى. ويظل الرمز المميز القديم، إن وُجد، صالحًا ليوم إضافي واحد.
organization-admin-scim-token = الرمز المميز
organization-admin-scim-revoke-confirm = إبطال الاتصال: تتوقف رموزه المميزة عن العمل الآن
# $organization: the organization's name.
invitation-title = انضم إلى { $organization }
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = تمت دعوتك للانضمام إلى { $organization } بالعنوان { $email }.
invitation-join-button = انضمام
invitation-sign-up-lead = تمت دعوتك للانضمام إلى { $organization }. أنشئ حسابك بالعنوان { $email } للانضمام: فالدعوة تُثبت أن هذا العنوان يخصك.
invitation-name = اسمك
invitation-password = اختر كلمة مرور (10 أحرف على الأقل)
invitation-sign-up-button = إنشاء حساب والانضمام
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = هذه الدعوة موجّهة إلى { $email }، لكنك سجّلت الدخول بالعنوان { $current }. سجّل الخروج، ثم افتح الرابط مرة أخرى.
# $email: the invited address.
invitation-sign-in-first = هذه الدعوة موجّهة إلى { $email }، وهو عنوان له حساب هنا بالفعل. سجّل الدخول به في صفحة حسابك، ثم افتح الرابط مرة أخرى.
invitation-sign-in-as-invitee = سجّل الدخول أولاً بالعنوان الذي وُجّهت إليه الدعوة.
invitation-unusable-title = لا يمكن استخدام هذه الدعوة
invitation-unusable-text = سبق استخدام هذه الدعوة، أو سُحبت، أو حلّت محلها دعوة أحدث، أو انتهت صلاحيتها. اطلب من المؤسسة دعوة جديدة.
# $organization: the organization's name.
invitation-joined-title = انضممت إلى { $organization }
invitation-joined-text = أصبحت عضوًا الآن: وسترى التطبيقات التي تسجّل الدخول إليها لهذه المؤسسة ذلك.
invitation-joined-new-account = حسابك جاهز وأصبحت عضوًا: سجّل الدخول بعنوانك وكلمة المرور التي اخترتها.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

# Fixed by the seed interface: clients compare this text. Kept exactly as in English.
api-code-verification-success = Token Verification success
# Fixed by the seed interface: clients compare this text. Kept exactly as in English.
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
# Fixed by the seed interface: clients compare this text. Kept exactly as in English.
api-code-expired-token = Token Expired!
api-code-refresh-token = تم إصدار الرمز المميز ورمز التحديث المميز
api-code-token = تم إصدار الرمز المميز
api-code-userdata = بيانات المستخدم
api-code-login-success = تم تسجيل الدخول بنجاح
api-code-auth-code = تم إصدار رمز التفويض
api-code-id-token = تم إصدار id_token
api-code-logged-out = تم تسجيل الخروج؛ وتم إبطال الجلسة ورموزها المميزة
api-code-ok = تم
api-code-alive = الخدمة تعمل
api-code-ready = جاهزة لتلقي الطلبات
api-code-sessions = جلساتك النشطة
api-code-export = كل البيانات المحفوظة عن حسابك
api-code-email-change-requested = إذا كان من الممكن استخدام العنوان، فسيُرسَل إليه رابط لتأكيده
api-code-account-deleted = تم حذف حسابك وكل البيانات المحفوظة عنه؛ وانتهت جميع الجلسات
api-code-deletion-scheduled = انتهت جميع الجلسات وسيتم حذف حسابك؛ سجّل الدخول مرة أخرى قبل ذلك للاحتفاظ به
api-code-reauthentication-required = سجّل الدخول مرة أخرى أولاً: يتطلب هذا الإجراء تسجيل دخول خلال الدقائق القليلة الماضية
api-code-session-ended = تم تسجيل الخروج؛ وتم إبطال الجلسة ورموزها المميزة
api-code-password-changed = تم تغيير كلمة المرور؛ وتم إبطال جميع الجلسات الأخرى ورموزها المميزة
api-code-registration-accepted = تم استلام طلب التسجيل؛ تحقّق من بريدك الإلكتروني لتأكيد عنوانك
api-code-email-verified = تم التحقق من عنوان البريد الإلكتروني
api-code-reset-requested = إذا كان العنوان مرتبطًا بحساب، فستصل إليه قريبًا رسالة تتضمّن رابط إعادة التعيين
api-code-password-reset = تم تعيين كلمة المرور؛ وتم إبطال جميع الجلسات ورموزها المميزة
api-code-registration-closed = التسجيل مغلق؛ اطلب حسابًا من مشغّل الخدمة
api-code-invalid-request = صيغة الطلب غير صحيحة
api-code-unsupported-grant-type = يجب أن تكون قيمة grant_type هي code أو refresh_token
api-code-invalid-grant = قيمة code أو refresh_token غير صالحة، أو منتهية الصلاحية، أو تم إبطالها، أو صدرت لعميل آخر
api-code-invalid-client = تعذّرت مصادقة العميل
api-code-invalid-credentials = البريد الإلكتروني أو كلمة المرور غير صحيحة. لا يمكن تسجيل الدخول إلى الحساب الجديد إلا بعد تأكيد عنوانه: ابحث عن الرابط في بريدك الإلكتروني
api-code-mfa-required = يلزم عامل تحقق ثانٍ: أرسل رمزًا من تطبيق المصادقة أو رمز استرداد
api-code-mfa-enrolment-required = يتطلب هذا التطبيق تسجيل الدخول بعاملين: أعدّ تطبيق مصادقة أو مفتاح مرور في صفحة حسابك، ثم سجّل الدخول مرة أخرى
api-code-passkey-options = مرّر هذه الخيارات إلى أداة المصادقة
api-code-passkey-added = تمت إضافة مفتاح المرور
api-code-passkeys = مفاتيح المرور الخاصة بك
api-code-links = موفّرو تسجيل الدخول المرتبطون بحسابك
api-code-last-sign-in-method = هذه هي آخر طريقة لتسجيل الدخول إلى الحساب: عيّن كلمة مرور أو أضف مفتاح مرور أولاً
api-code-insufficient-scope = نطاق الرمز المميز لا يسمح بهذا الطلب
api-code-not-a-member = لا يمكنك تسجيل الدخول لهذه المؤسسة: اطلب من مسؤولها إضافتك
api-code-sso-required = تتولى مؤسستك تسجيل دخولك: تابع عبر ssoUrl
api-code-not-found = هذا المورد غير موجود
api-code-method-not-allowed = الطريقة غير مسموح بها لهذا المورد
api-code-conflict = موجود بالفعل
api-code-payload-too-large = نص الطلب كبير جدًا
api-code-rate-limited = طلبات كثيرة جدًا؛ أعد المحاولة لاحقًا
api-code-server-error = خطأ داخلي في الخادم
api-code-service-unavailable = الخدمة غير متاحة مؤقتًا؛ أعد المحاولة لاحقًا

## Bearer tokens and capacity (every JSON API)

api-bearer-required = يلزم رمز وصول مميز بالصيغة `Authorization: Bearer <token>`؛ وهذا الرمز مفقود أو غير صحيح الصيغة أو تم إبطاله
api-busy = عدد كبير جدًا من عمليات تسجيل الدخول في الوقت نفسه؛ أعد المحاولة بعد قليل

## Seed interface: verify-token and the token endpoint

api-token-type-verify = يجب أن تكون قيمة token_type هي id_token أو token
api-token-type-grant = يجب أن تكون قيمة token_type هي refresh_token أو token
api-token-type-refresh = يجب أن تكون قيمة token_type هي token عندما تكون grant_type هي refresh_token
api-client-secret-required = client_secret مطلوب عندما تكون قيمة token_type هي token
api-field-empty = يجب ألا يكون { $field } فارغًا

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = قيمة password طويلة جدًا
api-mfa-token-invalid = قيمة mfaToken غير معروفة أو مستخدَمة أو منتهية الصلاحية: سجّل الدخول مرة أخرى
api-challenge-invalid = قيمة challengeId غير معروفة أو مستخدَمة أو منتهية الصلاحية: اطلب خيارات جديدة لمفتاح المرور
api-mfa-code-or-passkey = يلزم عامل تحقق ثانٍ: أرسل رمزًا من تطبيق المصادقة، أو رمز استرداد، أو استخدم مفتاح المرور
api-mfa-passkey = يلزم عامل تحقق ثانٍ: استخدم مفتاح المرور (login/passkey مع mfaToken)
api-client-id-required = client_id مطلوب
api-client-unknown = قيمة client_id غير معروفة أو معطّلة
api-redirect-uri-required = redirect_uri مطلوب
api-redirect-uri-unregistered = قيمة redirect_uri غير مسجّلة لهذا العميل
api-state-too-long = قيمة state طويلة جدًا

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = الرمز المميز غير معروف، أو سبق استخدامه، أو انتهت صلاحيته، أو حلّ محله رمز أحدث
api-session-not-found = لا توجد جلسة نشطة لك بهذا المعرّف

## Native-app API: second factors and passkeys

api-authenticator-exists = تم إعداد تطبيق مصادقة بالفعل؛ أزِله أولاً
api-authenticator-not-pending = لا يجري إعداد أي تطبيق مصادقة حاليًا
api-authenticator-none = لم يتم إعداد أي تطبيق مصادقة
api-factor-code-wrong = الرمز غير صحيح
api-reauthenticate-factors = سجّل الدخول مرة أخرى (باستخدام عامل التحقق الثاني، إن كان لديك) لتغيير عوامل التحقق الثانية
api-reauthenticate-passkeys = سجّل الدخول مرة أخرى (باستخدام عامل التحقق الثاني، إن كان لديك) لتغيير مفاتيح المرور
api-reauthenticate-sign-in = سجّل الدخول مرة أخرى (باستخدام عامل التحقق الثاني، إن كان لديك) لتغيير طريقة تسجيل الدخول
api-passkeys-unavailable = مفاتيح المرور غير متاحة على هذا الخادم
api-passkey-not-found = مفتاح المرور هذا غير موجود
api-passkey-no-ceremony = لا توجد عملية تسجيل مفتاح مرور قيد الانتظار؛ اطلب خيارات جديدة
api-passkey-rejected = تعذّر التحقق من مفتاح المرور
api-passkey-registered = مفتاح المرور هذا مسجّل بالفعل
api-passkey-name-invalid = يجب أن يتكوّن اسم مفتاح المرور من 1 إلى { $max } من الأحرف، من دون أحرف تحكم أو أحرف تنسيق ثنائية الاتجاه
api-passkeys-too-many = { $max ->
    [zero] يمكن أن يحتوي الحساب على { $max } مفتاح مرور كحد أقصى
    [one] يمكن أن يحتوي الحساب على مفتاح مرور واحد كحد أقصى
    [two] يمكن أن يحتوي الحساب على مفتاحَي مرور كحد أقصى
    [few] يمكن أن يحتوي الحساب على { $max } مفاتيح مرور كحد أقصى
    [many] يمكن أن يحتوي الحساب على { $max } مفتاح مرور كحد أقصى
   *[other] يمكن أن يحتوي الحساب على { $max } مفتاح مرور كحد أقصى
    }

## Native-app API: upstream identity providers

api-upstream-unknown = لا يوجد موفّر تسجيل دخول خارجي بهذا المعرّف
api-upstream-refused = لم يتم قبول id_token لموفّر تسجيل الدخول هذا
api-upstream-disabled = الحساب معطّل
api-upstream-no-email = لا يتضمّن id_token عنوان بريد إلكتروني لإنشاء حساب به
api-upstream-unverified-email = لا يضمن موفّر تسجيل الدخول عنوان البريد الإلكتروني الوارد في id_token: سجّل باستخدام العنوان، ثم اربط موفّر تسجيل الدخول
api-upstream-unreachable = تعذّر الوصول إلى موفّر تسجيل الدخول؛ أعد المحاولة لاحقًا
api-upstream-email-taken = يوجد حساب بهذا العنوان: سجّل الدخول إليه واربط موفّر تسجيل الدخول من صفحة الحساب
api-upstream-outside-domains = لا يقبل تسجيل الدخول الخاص بالمؤسسة إلا عناوين نطاقاتها التي تم التحقق منها
api-upstream-unconfirmed-account = يوجد حساب بهذا العنوان لكن لم يتم تأكيده قط: أكّده، ثم سجّل الدخول عبر المؤسسة مرة أخرى
api-upstream-operator-account = يسجّل حساب المشغّل الدخول بكلمة مروره وعامله الثاني، لا عبر تسجيل دخول مؤسسة
api-link-not-found = الحساب غير مرتبط بموفّر تسجيل الدخول هذا

## Admin API

api-admin-key-required = تتطلب واجهة API للإدارة `Authorization: Bearer <admin key>`
api-admin-status-once = يمكن تحديد status مرة واحدة على الأكثر
api-admin-parameters-once = يمكن تحديد كل معلمة مرة واحدة على الأكثر
api-admin-duplicate-email = يوجد مستخدم بهذا البريد الإلكتروني بالفعل
api-admin-user-not-found = المستخدم غير موجود
api-admin-client-not-found = العميل غير موجود
api-admin-api-not-found = واجهة API غير موجودة
api-admin-session-not-found = الجلسة غير موجودة
api-admin-delivery-not-found = عملية التسليم غير موجودة
api-admin-webhook-not-found = خطاف الويب غير موجود

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = افتح الرابط في المتصفح الذي أنشأت منه حسابك: وفي أي متصفح آخر، ستُطلب منك كلمة مرور الحساب.
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = افتح الرابط في المتصفح الذي طلبت منه التغيير، أو الذي سجّلت الدخول فيه: وفي أي متصفح آخر، ستُطلب منك كلمة المرور.
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = ألم تنشئ حسابًا أو تطلب ذلك؟ إذن لا تؤكّده: تجاهل هذه الرسالة ولن يحدث شيء.
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = لتأكيد هذا العنوان هنا، أدخل كلمة مرور الحساب الذي ينتمي إليه. إذا أنشأت حسابك في تطبيق، فأدخل في التطبيق الرمز الموجود في الرسالة بدلاً من ذلك. إذا لم تنشئ حسابًا أو تطلب ذلك، فلا تؤكّده: أغلق هذه الصفحة.
# The password field's label on that page.
verify-password = كلمة مرور الحساب
verify-password-needed = أدخل كلمة مرور الحساب لتأكيد العنوان في هذا المتصفح.
verify-wrong-password = هذه ليست كلمة مرور الحساب.

## After a password reset, every other way into the account

mail-reset-done-subject = تمت إعادة تعيين كلمة المرور
mail-reset-done-body = تمت إعادة تعيين كلمة مرور حسابك للتو، وتم تسجيل الخروج من جميع الأجهزة التي كانت مسجّلة الدخول.
mail-reset-done-still = لا يزال بالإمكان تسجيل الدخول إلى حسابك باستخدام ما يلي:
mail-reset-done-remove = إذا كان أي منها لا يخصك، فسجّل الدخول باستخدام كلمة المرور الجديدة واختر «إزالة الكل باستثناء كلمة المرور الجديدة» في صفحة حسابك.
mail-reset-done-nothing-else = لا شيء آخر يتيح تسجيل الدخول إلى حسابك: كلمة المرور الجديدة فقط.
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = إذا طُلب منك عند تسجيل الدخول عامل تحقق ثانٍ ليس لديك، فهو ليس لك: اطلب من دعم هذه الخدمة إزالته.
mail-reset-done-not-you = إذا لم تُعِد تعيين كلمة المرور، فهناك من يستطيع قراءة بريدك: أمّن صندوق بريدك أولاً، ثم عيّن كلمة مرور جديدة مرة أخرى.
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = مفتاح المرور «{ $name }»
ways-in-authenticator = تطبيق مصادقة
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count ->
    [zero] { $count } رمز استرداد غير مستخدَم
    [one] رمز استرداد واحد غير مستخدَم
    [two] رمزا استرداد غير مستخدَمين
    [few] { $count } رموز استرداد غير مستخدَمة
    [many] { $count } رمز استرداد غير مستخدَم
   *[other] { $count } رمز استرداد غير مستخدَم
    }
# $provider: the provider's display name (e.g. "Google").
ways-in-link = تسجيل الدخول باستخدام { $provider }
# $count: how many other devices are signed in.
ways-in-sessions = { $count ->
    [zero] { $count } جهاز آخر مسجّل دخوله (انظر القائمة أدناه)
    [one] جهاز آخر مسجّل دخوله (انظر القائمة أدناه)
    [two] جهازان آخران مسجّل دخولهما (انظر القائمة أدناه)
    [few] { $count } أجهزة أخرى مسجّل دخولها (انظر القائمة أدناه)
    [many] { $count } جهازًا آخر مسجّلًا دخوله (انظر القائمة أدناه)
   *[other] { $count } جهاز آخر مسجّل دخوله (انظر القائمة أدناه)
    }
account-review-heading = تمت إعادة تعيين كلمة المرور
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = تمت إعادة تعيين كلمة المرور في { $date }. لا يزال بالإمكان تسجيل الدخول إلى حسابك باستخدام ما يلي:
account-review-explain = إذا كان أي منها لا يخصك، فأزِلها جميعًا: عندها لن يتيح تسجيل الدخول إلا كلمة المرور الجديدة، وسيتم تسجيل الخروج من جميع الأجهزة الأخرى. يمكنك إضافة مفتاح مرور أو تطبيق مصادقة مرة أخرى بعد ذلك.
# Button.
account-review-remove = إزالة الكل باستثناء كلمة المرور الجديدة
# Button.
account-review-keep = كلها تخصني
account-review-gone = لم يعد هناك ما تجب مراجعته.
account-review-removed = تمت إزالة كل شيء باستثناء كلمة المرور الجديدة، وتم تسجيل الخروج من جميع الأجهزة الأخرى.
account-review-kept = حسنًا: سيبقى كل شيء كما هو.

## The second step locked after wrong codes

mail-factor-locked-subject = حاول شخص ما تجاوز عامل التحقق الثاني لحسابك
# $minutes: how long signing in stays paused.
mail-factor-locked-body = { $minutes ->
    [zero] أدخل شخص ما كلمة المرور الخاصة بك، ثم خمسة رموز خاطئة لعامل التحقق الثاني. تم إيقاف تسجيل الدخول إلى حسابك مؤقتًا لمدة { $minutes } دقيقة.
    [one] أدخل شخص ما كلمة المرور الخاصة بك، ثم خمسة رموز خاطئة لعامل التحقق الثاني. تم إيقاف تسجيل الدخول إلى حسابك مؤقتًا لمدة دقيقة واحدة.
    [two] أدخل شخص ما كلمة المرور الخاصة بك، ثم خمسة رموز خاطئة لعامل التحقق الثاني. تم إيقاف تسجيل الدخول إلى حسابك مؤقتًا لمدة دقيقتين.
    [few] أدخل شخص ما كلمة المرور الخاصة بك، ثم خمسة رموز خاطئة لعامل التحقق الثاني. تم إيقاف تسجيل الدخول إلى حسابك مؤقتًا لمدة { $minutes } دقائق.
    [many] أدخل شخص ما كلمة المرور الخاصة بك، ثم خمسة رموز خاطئة لعامل التحقق الثاني. تم إيقاف تسجيل الدخول إلى حسابك مؤقتًا لمدة { $minutes } دقيقة.
   *[other] أدخل شخص ما كلمة المرور الخاصة بك، ثم خمسة رموز خاطئة لعامل التحقق الثاني. تم إيقاف تسجيل الدخول إلى حسابك مؤقتًا لمدة { $minutes } دقيقة.
    }
mail-factor-locked-not-you = إذا لم تكن أنت، فهناك من يعرف كلمة المرور الخاصة بك: عيّن كلمة مرور جديدة الآن.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = يتطلب الدور في وحدة التحكم عنوانًا تم التحقق منه: يجب على المستخدم تأكيد عنوانه أولاً
console-gate-unverified = لا تُفتح وحدة التحكم إلا للمشغّلين الذين تم التحقق من عناوينهم. أكّد عنوانك عبر الرابط الموجود في رسالة التحقق، ثم افتح وحدة التحكم مرة أخرى.
console-gate-idle-lead = مرة أخرى لفتح وحدة التحكم
console-gate-idle = لم تُستخدم وحدة التحكم منذ { $minutes } د، لذا يجب تسجيل الدخول مرة أخرى. يبقى تسجيل دخولك إلى حسابك كما هو.
console-webhook-url-once = عنوان URL الخاص بها، ويُعرض كاملاً هذه المرة فقط (تُخفي القائمة ما يلي "?"، حيث قد يوجد رمز مميز):
console-webhook-query-hidden = ما يلي "?" في عنوان URL لنقطة النهاية مخفي: فقد يحتوي على الرمز المميز للجهة المستقبِلة.

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = إرسال رمز إليّ بالبريد الإلكتروني
page-code-ask-title = تسجيل الدخول باستخدام رمز
page-code-ask-lead = أدخل عنوان بريدك الإلكتروني: سنرسل إليك رمزًا لتسجيل الدخول، دون الحاجة إلى كلمة مرور.
page-code-ask-button = إرسال رمز إليّ بالبريد الإلكتروني
page-code-invalid-email = أدخل عنوان بريد إلكتروني كاملاً، مثل name@example.com.
page-code-not-allowed = يطلب هذا التطبيق كلمة المرور أو مفتاح مرور: تسجيل الدخول برمز مُرسَل بالبريد الإلكتروني غير متاح هنا.
page-code-title = تحقّق من بريدك الإلكتروني
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $minutes ->
    [zero] رسالة في طريقها إلى { $email }. أدخل الرمز المكوّن من ستة أرقام الموجود فيها: يظل صالحًا لمدة { $minutes } دقيقة، ويمكن استخدامه مرة واحدة فقط.
    [one] رسالة في طريقها إلى { $email }. أدخل الرمز المكوّن من ستة أرقام الموجود فيها: يظل صالحًا لمدة دقيقة واحدة، ويمكن استخدامه مرة واحدة فقط.
    [two] رسالة في طريقها إلى { $email }. أدخل الرمز المكوّن من ستة أرقام الموجود فيها: يظل صالحًا لمدة دقيقتين، ويمكن استخدامه مرة واحدة فقط.
    [few] رسالة في طريقها إلى { $email }. أدخل الرمز المكوّن من ستة أرقام الموجود فيها: يظل صالحًا لمدة { $minutes } دقائق، ويمكن استخدامه مرة واحدة فقط.
    [many] رسالة في طريقها إلى { $email }. أدخل الرمز المكوّن من ستة أرقام الموجود فيها: يظل صالحًا لمدة { $minutes } دقيقة، ويمكن استخدامه مرة واحدة فقط.
   *[other] رسالة في طريقها إلى { $email }. أدخل الرمز المكوّن من ستة أرقام الموجود فيها: يظل صالحًا لمدة { $minutes } دقيقة، ويمكن استخدامه مرة واحدة فقط.
    }
page-code-field = رمز تسجيل الدخول
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = اسمك، إذا كنت جديدًا هنا
page-code-button = تسجيل الدخول
page-code-again = إرسال رمز جديد
page-code-wrong = هذا الرمز غير صحيح، أو انتهت صلاحيته. تحقّق من أحدث رسالة، أو اطلب رمزًا جديدًا.
page-code-link-title = تسجيل الدخول
page-code-link-lead = سجّل الدخول إلى حسابك على هذا المتصفح.
page-code-link-button = تسجيل دخولي
page-code-link-elsewhere-title = أدخل هذا الرمز حيث طلبته
page-code-link-elsewhere = فُتح هذا الرابط في متصفح أو تطبيق غير الذي طُلب منه. أدخل هذا الرمز هناك:
page-code-link-ended-title = انتهت صلاحية هذا الرابط
page-code-link-ended = سبق استخدام الرابط، أو حلّ محله رابط أحدث، أو أصبح قديمًا جدًا. اطلب رمزًا جديدًا حيث تسجّل الدخول.
api-sign-in-code-refused = الرمز غير صحيح، أو سبق استخدامه، أو حلّ محله رمز أحدث، أو انتهت صلاحيته: اطلب رمزًا جديدًا
api-login-code-or-password = أرسل كلمة مرور أو رمزًا، وليس كليهما
api-code-code-sent = رسالة تحتوي على رمز تسجيل الدخول في طريقها إليك؛ يظل الرمز صالحًا لبضع دقائق، ويمكن استخدامه مرة واحدة فقط
api-code-sign-in-code-not-allowed = تسجيل الدخول برمز مُرسَل بالبريد الإلكتروني غير متاح هنا: استخدم كلمة المرور أو مفتاح مرور

## Mail: a sign-in code

mail-code-subject = رمز تسجيل الدخول الخاص بك
mail-code-asked = طلب شخص ما تسجيل الدخول باستخدام هذا العنوان. الرمز الذي يجب إدخاله هو:
# $minutes: how long the code and the link work.
mail-code-minutes = { $minutes ->
    [zero] يظل الرمز والرابط أدناه صالحين لمدة { $minutes } دقيقة، ويمكن استخدامهما مرة واحدة فقط؛ ويحلّ محلهما أي طلب أحدث.
    [one] يظل الرمز والرابط أدناه صالحين لمدة دقيقة واحدة، ويمكن استخدامهما مرة واحدة فقط؛ ويحلّ محلهما أي طلب أحدث.
    [two] يظل الرمز والرابط أدناه صالحين لمدة دقيقتين، ويمكن استخدامهما مرة واحدة فقط؛ ويحلّ محلهما أي طلب أحدث.
    [few] يظل الرمز والرابط أدناه صالحين لمدة { $minutes } دقائق، ويمكن استخدامهما مرة واحدة فقط؛ ويحلّ محلهما أي طلب أحدث.
    [many] يظل الرمز والرابط أدناه صالحين لمدة { $minutes } دقيقة، ويمكن استخدامهما مرة واحدة فقط؛ ويحلّ محلهما أي طلب أحدث.
   *[other] يظل الرمز والرابط أدناه صالحين لمدة { $minutes } دقيقة، ويمكن استخدامهما مرة واحدة فقط؛ ويحلّ محلهما أي طلب أحدث.
    }
mail-code-new-account = لا يوجد حساب يستخدم هذا العنوان بعد: سيؤدي تسجيل الدخول بالرمز إلى إنشاء حساب.
mail-code-button = تسجيل دخولي
mail-code-not-you = إذا لم تكن أنت، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول دون الرمز.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = تسجيل الدخول بهذا العنوان
mail-no-account-body = طلب شخص ما رمزًا لتسجيل الدخول بهذا العنوان، لكن لا يوجد حساب هنا يستخدمه.
mail-no-account-not-you = إذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغيّر شيء.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = يمكن للمستخدمين تسجيل الدخول برمز مُرسَل بالبريد الإلكتروني
api-name-invalid = الاسم طويل جدًا أو يحتوي على أحرف تحكم
