# Urdu: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = زبان

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = ای میل پتہ یا پاس ورڈ درست نہیں ہے۔ نئے اکاؤنٹ میں پتے کی تصدیق کے بعد ہی سائن ان کیا جا سکتا ہے: لنک کے لیے اپنی ای میل دیکھیں۔
error-throttled = بہت زیادہ ناکام کوششیں۔ چند منٹ انتظار کریں، پھر دوبارہ کوشش کریں۔
error-busy = اس وقت بہت زیادہ لوگ سائن ان کر رہے ہیں۔ براہ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔
error-missing-fields = اپنا ای میل پتہ اور پاس ورڈ درج کریں۔
error-expired-form = اس فارم کی میعاد ختم ہو گئی۔ براہ کرم دوبارہ سائن ان کریں۔
error-second-factor-in-app = یہ اکاؤنٹ دوسرے تصدیقی طریقے سے محفوظ ہے۔ پہلے اپنے اکاؤنٹ کے صفحے پر سائن ان کریں (وہاں کوڈ مانگا جاتا ہے)، پھر یہاں واپس آئیں۔
error-wrong-second-factor = کوڈ درست نہیں تھا، یا پہلے استعمال ہو چکا تھا، یا بہت دیر سے درج کیا گیا۔ براہ کرم دوبارہ سائن ان کریں۔
error-passkey-refused = وہ پاس کی استعمال نہیں ہو سکی، یا کوشش میں بہت زیادہ وقت لگا۔ دوبارہ کوشش کریں، یا اپنے پاس ورڈ سے سائن ان کریں۔

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = بہت زیادہ درخواستیں۔ چند منٹ انتظار کریں، پھر دوبارہ کوشش کریں۔
error-expired-form-again = اس فارم کی میعاد ختم ہو گئی۔ براہ کرم دوبارہ کوشش کریں۔

## Error pages (a heading and a paragraph)

error-bad-link-title = لنک درست نہیں
error-bad-link-text = یہ لنک اب درست نہیں: یہ استعمال ہو چکا ہے، اس کی میعاد ختم ہو گئی ہے، یا اس کی جگہ کوئی نیا لنک آ گیا ہے۔ نیا لنک طلب کریں۔

error-form-title = سائن ان ناکام ہو گیا
error-form-too-large = فارم بہت بڑا ہے۔
error-form-unreadable = فارم پڑھا نہیں جا سکا۔ براہ کرم واپس جائیں اور دوبارہ کوشش کریں۔
error-cross-site-title = درخواست مسترد
error-cross-site-text = یہ فارم کسی دوسری سائٹ سے بھیجا گیا تھا۔ سائن ان کا صفحہ دوبارہ کھولیں اور فارم وہیں سے جمع کرائیں۔

error-unavailable-title = تھوڑی دیر میں دوبارہ کوشش کریں
error-unavailable-text = سائن ان سروس مصروف ہے یا دستیاب نہیں۔ براہ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔
error-failed-title = کچھ غلط ہو گیا
error-failed-text = سائن ان مکمل نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = یہ جاننا کہ آپ کون ہیں
scope-email = آپ کا ای میل پتہ دیکھنا
scope-profile = آپ کی پروفائل دیکھنا: نام، تصویر، فون نمبر اور ملک
scope-authorization = آپ کی پروفائل اور آپ کے سائن ان سیشنز دیکھنا
scope-organizations = وہ تنظیمیں جن کے آپ رکن ہیں اور ان میں آپ کے کردار دیکھنا
scope-api = آپ کی جانب سے { $api } استعمال کرنا

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: اپنی تصدیق کنندہ ایپ میں دکھایا گیا کوڈ یا کوئی بازیابی کوڈ درج کریں، یا اپنی پاس کی استعمال کریں۔
page-second-step-passkey = { $purpose }: اپنی پاس کی استعمال کریں۔
page-second-step-code = { $purpose }: اپنی تصدیق کنندہ ایپ میں دکھایا گیا کوڈ، یا اپنے بازیابی کوڈز میں سے کوئی ایک درج کریں۔
page-second-step-use-passkey = اپنی پاس کی استعمال کریں

## Login page

page-login-title = سائن ان کریں
page-login-email = ای میل
page-login-password = پاس ورڈ
page-login-button = سائن ان کریں
page-login-with-provider = { $provider } کے ساتھ سائن ان کریں
page-login-passkey = پاس کی کے ساتھ سائن ان کریں
page-login-forgot = اپنا پاس ورڈ بھول گئے؟
page-login-organization = اپنی تنظیم کے ذریعے سائن ان کریں
page-organization-title = اپنی تنظیم کے ذریعے سائن ان کریں
page-organization-lead = اپنی تنظیم کے سائن ان سے آگے بڑھنے کے لیے اپنا دفتری ای میل پتہ یا تنظیم کی آئی ڈی درج کریں۔
page-organization-field = دفتری ای میل یا تنظیم کی آئی ڈی
page-organization-button = جاری رکھیں
page-organization-unknown = اس پتے یا آئی ڈی سے کوئی تنظیم منسلک نہیں ہے۔ اسے چیک کریں، یا اپنے ای میل پتے اور پاس ورڈ سے سائن ان کریں۔
login-sso-required = آپ کا سائن ان آپ کی تنظیم کے ذریعے ہوتا ہے: اپنی تنظیم کا سائن ان استعمال کریں۔
login-sso-required-named = آپ کا سائن ان { $organization } کے ذریعے ہوتا ہے: نیچے اس کا سائن ان استعمال کریں۔
page-login-new-here = یہاں نئے ہیں؟
page-login-create-account = اکاؤنٹ بنائیں

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = آلہ منسلک کریں
page-device-code-lead = اپنے ٹی وی، گیمنگ کنسول یا دوسرے آلے پر دکھایا گیا کوڈ درج کریں۔
page-device-code-label = کوڈ
page-device-code-button = جاری رکھیں
page-device-confirm-heading = { $client } کو منسلک کریں؟
page-device-confirm-lead = کوڈ { $code } دکھانے والا ایک آلہ آپ کا اکاؤنٹ { $email } استعمال کرنے کی اجازت مانگ رہا ہے۔ اجازت صرف اسی صورت میں دیں جب آپ نے یہ عمل خود اسی آلے پر شروع کیا ہو۔
page-device-confirm-able = یہ ایپ یہ کر سکے گی:
page-device-confirm-deny = مسترد کریں
page-device-confirm-allow = اجازت دیں

## Account page

page-account-title = آپ کا اکاؤنٹ
page-account-signed-in-as = بطور { $email } سائن ان
page-account-signed-in-as-unconfirmed = بطور { $email } سائن ان (پتے کی ابھی تصدیق نہیں ہوئی: ہماری بھیجی ہوئی ای میل دیکھیں)
page-account-sessions-heading = آپ کہاں کہاں سائن ان ہیں
page-account-session-app = ایپ { $package }
page-account-this-browser = یہ براؤزر
page-account-sign-out-session = سائن آؤٹ کریں
page-account-sign-out-others = باقی ہر جگہ سے سائن آؤٹ کریں
page-account-profile-heading = پروفائل
page-account-profile-save = پروفائل محفوظ کریں
page-account-password-heading = پاس ورڈ
page-account-current-password = موجودہ پاس ورڈ
page-account-new-password = نیا پاس ورڈ (کم از کم 10 حروف)
page-account-password-change = پاس ورڈ تبدیل کریں
page-account-email-heading = ای میل پتہ
page-account-email-explain = نئے پتے پر ایک لنک بھیجا جاتا ہے؛ اس کے استعمال ہونے پر آپ کا اکاؤنٹ اس پتے پر منتقل ہو جاتا ہے۔ تب تک آپ موجودہ پتے سے سائن ان کرتے رہیں گے۔
page-account-new-email = نیا ای میل پتہ
page-account-email-password = پاس ورڈ
page-account-email-change = ای میل پتہ تبدیل کریں
page-account-data-heading = آپ کا ڈیٹا
page-account-data-explain = یہ سروس آپ کے اکاؤنٹ کے بارے میں جو کچھ رکھتی ہے (پروفائل، سیشنز اور ان کے آلات و مقامات، منسلک فراہم کنندگان، دوسرے تصدیقی طریقے، اور آپ سے متعلق سیکیورٹی ایونٹس)، ایک JSON فائل کی صورت میں۔ اس میں کوئی پاس ورڈ یا خفیہ معلومات نہیں ہوتیں۔
page-account-data-download = اپنا ڈیٹا ڈاؤن لوڈ کریں
page-account-delete-heading = اپنا اکاؤنٹ حذف کریں
page-account-delete-explain = آپ کی پروفائل، سیشنز، دوسرے تصدیقی طریقے اور منسلک فراہم کنندگان ہٹا دیتا ہے، اور آپ کو ہر جگہ سے سائن آؤٹ کر دیتا ہے۔
page-account-delete-link = اپنا اکاؤنٹ حذف کریں

## Sign-out confirmation

page-logout-title = سائن آؤٹ کریں
page-logout-question = کیا آپ اس براؤزر پر اپنے اکاؤنٹ سے سائن آؤٹ کرنا چاہتے ہیں؟
page-logout-button = سائن آؤٹ کریں

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = پاس ورڈ درج کریں۔
rule-password-too-short = پاس ورڈ میں کم از کم { $min } حروف ہونے چاہئیں۔
rule-password-too-long = پاس ورڈ میں زیادہ سے زیادہ { $max } حروف ہو سکتے ہیں۔
rule-password-is-email = پاس ورڈ ای میل پتہ نہیں ہو سکتا۔
rule-password-refused = یہ پاس ورڈ استعمال نہیں کیا جا سکتا۔ براہ کرم کوئی اور منتخب کریں۔
rule-email-invalid = ایسا ای میل پتہ درج کریں جس پر ای میل موصول ہو سکے، جیسے name@example.com۔
rule-email-same = یہ پہلے سے ہی اکاؤنٹ کا پتہ ہے۔
rule-field-invalid = کوئی فیلڈ بہت لمبی ہے یا اس میں ایسے حروف ہیں جن کی اجازت نہیں۔

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = کلائنٹ کے نام میں 1 سے 200 حروف ہونے چاہئیں
rule-client-name-characters = کلائنٹ کے نام میں کنٹرول یا دو طرفہ فارمیٹنگ حروف نہیں ہونے چاہئیں
rule-resource-server-confidential = ریسورس سرور کو خفیہ کلائنٹ ہونا چاہیے
rule-client-credentials-confidential = client_credentials کے لیے خفیہ کلائنٹ ضروری ہے
rule-public-client-secret = عوامی کلائنٹ کا کوئی سیکرٹ نہیں ہوتا
rule-shared-signals-confidential = Shared Signals وصول کنندہ کو خفیہ کلائنٹ ہونا چاہیے
rule-organization-for-receivers = صرف Shared Signals وصول کنندہ کسی تنظیم سے منسلک ہوتا ہے
rule-profile-field-length = پروفائل فیلڈز زیادہ سے زیادہ { $max } حروف تک محدود ہیں
rule-profile-field-characters = پروفائل فیلڈز میں کنٹرول یا دو طرفہ فارمیٹنگ حروف نہیں ہونے چاہئیں
rule-unknown-event-type = نامعلوم ایونٹ کی قسم "{ $name }"؛ معلوم اقسام: { $known }
rule-no-event-type = ایونٹس میں کم از کم ایک ایونٹ کی قسم کا نام ہونا چاہیے
rule-secret-prefix = سیکرٹ کو whsec_ سے شروع ہونا چاہیے
rule-secret-encoding = سیکرٹ whsec_ کے بعد base64 ہونا چاہیے
rule-secret-length = سیکرٹ 24 سے 64 بائٹس کا ہونا چاہیے
rule-delivery-status = status کی قدر pending، delivered یا failed ہونی چاہیے
rule-not-a-timestamp = { $name } کو RFC 3339 ٹائم اسٹیمپ ہونا چاہیے
rule-not-a-user-id = user کی قدر صارف کی آئی ڈی ہونی چاہیے
rule-not-an-email = email کی قدر ای میل پتہ ہونی چاہیے
rule-unknown-audit-type = نامعلوم ایونٹ کی قسم
rule-unknown-cursor = یہ cursor اس API نے جاری نہیں کیا
rule-page-size = limit کی قدر 1 سے 500 تک ہونی چاہیے
rule-no-scope = کم از کم ایک اسکوپ ضروری ہے
rule-undefined-scopes = یہ API صرف یہ اسکوپس متعین کرتا ہے: { $scopes }
rule-role-name = کردار admin، support، viewer یا none ہونا چاہیے
rule-already-verified = اس پتے کی تصدیق پہلے ہی ہو چکی ہے

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = { $client } پر جاری رکھنے کے لیے
login-failed-title = سائن ان ناکام ہو گیا
login-malformed-link = سائن ان لنک خراب ہے۔
login-request-missing-client = درخواست میں کسی ایپ کا نام نہیں ہے۔
login-request-unknown-client = یہ ایپ رجسٹرڈ نہیں ہے، یا اسے غیر فعال کر دیا گیا ہے۔
login-request-missing-redirect-uri = درخواست یہ نہیں بتاتی کہ کہاں واپس جانا ہے (redirect_uri)۔
login-request-unregistered-redirect-uri = یہ redirect_uri اس ایپ کے لیے رجسٹرڈ نہیں ہے۔
login-request-state-too-long = state پیرامیٹر بہت لمبا ہے۔
login-request-invalid = سائن ان کی درخواست درست نہیں ہے۔

## Signing out of the browser.

login-signout-failed-title = سائن آؤٹ ناکام ہو گیا
login-signout-malformed-link = سائن آؤٹ لنک خراب ہے۔
login-signed-out-title = سائن آؤٹ ہو گیا
login-signed-out-text = آپ اس براؤزر پر سائن آؤٹ ہو گئے ہیں۔

## The second step after a password, and an app that needs one.

second-step-title = دو مرحلہ سائن ان
second-step-code-label = کوڈ
second-step-continue = جاری رکھیں
second-step-enrol-title = دوسرا تصدیقی طریقہ سیٹ اپ کریں
second-step-enrol-text = { $client } کے لیے دو مرحلہ سائن ان ضروری ہے۔ اپنے اکاؤنٹ کے صفحے پر تصدیق کنندہ ایپ یا پاس کی سیٹ اپ کریں، پھر { $client } میں دوبارہ سائن ان کریں۔
second-step-enrol-link = اپنے اکاؤنٹ کا صفحہ کھولیں

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = تصدیق کنندہ ایپ
second-step-app-on = { $count ->
    [one] تصدیق کنندہ ایپ سیٹ اپ ہے؛ { $count } بازیابی کوڈ غیر استعمال شدہ ہے۔
   *[other] تصدیق کنندہ ایپ سیٹ اپ ہے؛ { $count } بازیابی کوڈز غیر استعمال شدہ ہیں۔
}
second-step-app-remove = تصدیق کنندہ ایپ ہٹائیں
second-step-app-intro = Google Authenticator یا 1Password جیسی ایپ کے کوڈز، جو آپ کے پاس ورڈ کے بعد مانگے جاتے ہیں۔
second-step-app-set-up = تصدیق کنندہ ایپ سیٹ اپ کریں
second-step-app-qr-label = آپ کی تصدیق کنندہ ایپ کے لیے QR کوڈ
second-step-app-setup-title = تصدیق کنندہ ایپ سیٹ اپ کریں
second-step-app-setup-lead = اپنی تصدیق کنندہ ایپ سے کوڈ اسکین کریں، پھر وہ چھ ہندسے درج کریں جو ایپ دکھاتی ہے۔
second-step-app-setup-key = یا یہ کلید ایپ میں ٹائپ کریں:
second-step-app-code-label = ایپ سے کوڈ
second-step-app-turn-on = آن کریں
second-step-app-cancel = منسوخ کریں
second-step-recovery-title = اپنے بازیابی کوڈز محفوظ کریں
second-step-recovery-lead = تصدیق کنندہ ایپ آن ہے۔ اگر آپ کا فون گم ہو جائے تو ان میں سے ہر کوڈ سے آپ ایک بار سائن ان کر سکتے ہیں۔ انہیں کسی محفوظ جگہ رکھیں: یہ دوبارہ نہیں دکھائے جائیں گے۔
second-step-recovery-back = اپنے اکاؤنٹ پر واپس جائیں

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = پاس کی کے ساتھ سائن ان کریں
passkey-not-used = کوئی پاس کی استعمال نہیں ہوئی۔ دوبارہ کوشش کریں، یا اپنا پاس ورڈ استعمال کریں۔
passkey-section-heading = پاس کیز
passkey-section-intro = پاس کی کے ذریعے آپ پاس ورڈ کے بجائے اپنے فنگر پرنٹ، چہرے یا اسکرین لاک سے سائن ان کر سکتے ہیں۔
passkey-rename-label = نیا نام
passkey-rename-button = نام تبدیل کریں
passkey-remove-button = ہٹائیں
passkey-new-name-label = نئی پاس کی کا نام
passkey-new-name-placeholder = یہ لیپ ٹاپ
passkey-add-button = پاس کی شامل کریں
passkey-already-registered = یہ پاس کی پہلے سے رجسٹرڈ ہے۔
passkey-not-added = کوئی پاس کی شامل نہیں ہوئی۔ دوبارہ کوشش کریں۔

## The consent screen.

consent-heading = { $client } کو اپنا اکاؤنٹ استعمال کرنے کی اجازت دیں؟
consent-lead = آپ بطور { $account } سائن ان ہیں۔ { $client } کسی اور کی بنائی ہوئی ایپ ہے؛ یہ درج ذیل کی اجازت مانگ رہی ہے:
consent-revoke-note = آپ کسی بھی وقت اپنے اکاؤنٹ کے صفحے پر اس کی رسائی ختم کر سکتے ہیں۔
consent-deny = مسترد کریں
consent-allow = اجازت دیں
consent-title = { $client } کو اجازت دیں؟

## Connecting a device (TV, console) with a code.

device-login-lead = اپنے اکاؤنٹ سے ایک آلہ منسلک کرنے کے لیے
device-code-unknown = یہ کوڈ درست نہیں، اس کی میعاد ختم ہو گئی ہے، یا یہ پہلے استعمال ہو چکا ہے۔ اپنے آلے پر کوڈ چیک کریں اور دوبارہ کوشش کریں۔
device-code-throttled = بہت زیادہ غلط کوڈز۔ چند منٹ انتظار کریں، پھر دوبارہ کوشش کریں۔
device-code-form-expired = اس فارم کی میعاد ختم ہو گئی۔ براہ کرم کوڈ دوبارہ درج کریں۔
device-connected-title = آلہ منسلک ہو گیا
device-connected-text = { $client } اب آپ کے اکاؤنٹ سے منسلک ہے۔ آپ اپنے آلے پر واپس جا سکتے ہیں۔
device-denied-title = درخواست مسترد کر دی گئی
device-denied-text = { $client } کو منسلک نہیں کیا گیا۔ آپ یہ صفحہ بند کر سکتے ہیں۔
device-two-factors-title = دو مرحلہ سائن ان ضروری ہے
device-two-factors-text = { $client } کے لیے دو مرحلہ سائن ان ضروری ہے۔ اپنے اکاؤنٹ کے صفحے پر اپنے دوسرے تصدیقی طریقے سے سائن ان کریں (یا کوئی طریقہ سیٹ اپ کریں)، پھر یہاں کوڈ دوبارہ درج کریں۔
device-two-factors-link = اپنے اکاؤنٹ کا صفحہ کھولیں

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = منسلک نہیں ہو سکا
upstream-link-from-account-page = کسی فراہم کنندہ کو اپنے اکاؤنٹ کے صفحے پر اس کے بٹن سے منسلک کریں۔
upstream-link-expired = اس صفحے کی میعاد ختم ہو گئی۔ اپنے اکاؤنٹ کے صفحے پر واپس جائیں، اسے ری لوڈ کریں اور دوبارہ کوشش کریں۔
upstream-unknown-provider = ایسا کوئی سائن ان فراہم کنندہ موجود نہیں ہے۔
upstream-bad-state = یہ سائن ان پہلے استعمال ہو چکا ہے، اس کی میعاد ختم ہو گئی ہے، یا یہ کسی دوسرے براؤزر میں شروع کیا گیا تھا۔ ایپ پر واپس جائیں اور دوبارہ سائن ان کریں۔
upstream-denied = فراہم کنندہ نے آپ کو سائن ان نہیں کیا۔ ایپ پر واپس جائیں اور دوبارہ کوشش کریں۔
upstream-refused = فراہم کنندہ کا جواب قبول نہیں کیا جا سکا۔ ایپ پر واپس جائیں اور دوبارہ سائن ان کریں۔
upstream-unavailable = سائن ان فراہم کنندہ تک رسائی نہیں ہو سکی۔ تھوڑی دیر میں دوبارہ کوشش کریں، یا کسی اور طریقے سے سائن ان کریں۔
upstream-email-taken = اس ای میل پتے کے ساتھ ایک اکاؤنٹ پہلے سے موجود ہے۔ اس کے پاس ورڈ یا پاس کی سے اس میں سائن ان کریں، پھر اپنے اکاؤنٹ کے صفحے پر اس فراہم کنندہ کو منسلک کریں۔
upstream-outside-domains = آپ کی تنظیم کے سائن ان سے صرف تنظیم کے اپنے تصدیق شدہ ڈومینز کے پتے سائن ان ہو سکتے ہیں۔
upstream-unconfirmed-account = اس ای میل پتے کے ساتھ ایک اکاؤنٹ موجود ہے، لیکن اس کے پتے کی کبھی تصدیق نہیں ہوئی۔ اس کی تصدیق کریں (یا اس کا پاس ورڈ ری سیٹ کریں)، پھر اپنی تنظیم کے ذریعے دوبارہ سائن ان کریں۔
upstream-operator-account = اس اکاؤنٹ کا آپریٹرز کے کنسول میں ایک کردار ہے: یہ اپنے پاس ورڈ اور دوسرے تصدیقی طریقے سے سائن ان کرتا ہے، کسی تنظیم کے سائن ان کے ذریعے نہیں۔
upstream-registration-closed = یہ اکاؤنٹ یہاں موجود نہیں ہے، اور نئے اکاؤنٹس نہیں بنائے جا رہے۔ اکاؤنٹ کے لیے آپریٹر سے رابطہ کریں۔
upstream-no-email = فراہم کنندہ نے ای میل پتہ شیئر نہیں کیا، جو نئے اکاؤنٹ کے لیے ضروری ہے۔
upstream-unverified-email = فراہم کنندہ نے تصدیق نہیں کی کہ یہ ای میل پتہ آپ کا ہے، اس لیے اس سے اکاؤنٹ نہیں بنایا جا سکتا۔ اپنے ای میل پتے سے اکاؤنٹ بنائیں، پھر اپنے اکاؤنٹ کے صفحے پر فراہم کنندہ کو منسلک کریں۔
upstream-linked-elsewhere = یہ سائن ان پہلے سے کسی دوسرے اکاؤنٹ سے منسلک ہے۔
upstream-already-linked = آپ کا اکاؤنٹ پہلے سے کسی دوسرے سائن ان کے ذریعے اس فراہم کنندہ سے منسلک ہے۔ پہلے اسے غیر منسلک کریں۔
upstream-disabled = یہ اکاؤنٹ غیر فعال ہے۔
upstream-reauthenticate = اپنے اکاؤنٹ کے صفحے پر دوبارہ سائن ان کریں، پھر فراہم کنندہ کو منسلک کریں۔

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = اپنا اکاؤنٹ بنائیں
signup-lead = ہم آپ کے پتے کی تصدیق کے لیے آپ کو ایک ای میل بھیجیں گے۔
signup-email = ای میل
signup-password = پاس ورڈ (کم از کم 10 حروف)
signup-name = نام (اختیاری)
signup-button = اکاؤنٹ بنائیں
signup-closed-title = رجسٹریشن بند ہے
signup-closed-text = نئے اکاؤنٹس اس سروس کا آپریٹر بناتا ہے۔ اکاؤنٹ کے لیے ان سے رابطہ کریں۔
signup-sent-title = اپنی ای میل دیکھیں
signup-sent-text = ہم نے آپ کے پتے کی تصدیق کے لیے ایک ای میل بھیجی ہے۔ اس میں موجود لنک کھولیں؛ آپ ابھی سے سائن ان کر سکتے ہیں۔
signup-sent-continue-text = ہم نے آپ کے پتے کی تصدیق کے لیے ایک ای میل بھیجی ہے۔ آپ ابھی سائن ان کر کے جاری رکھ سکتے ہیں۔
signup-sent-continue = سائن ان کریں اور جاری رکھیں

## Address confirmation page (opened from the mailed link)

verify-title = اپنے ای میل پتے کی تصدیق کریں
verify-lead = تصدیق کریں کہ یہ ای میل پتہ آپ کا ہے، تاکہ آپ کا اکاؤنٹ اسے استعمال کر سکے۔ اگر آپ نے یہاں اکاؤنٹ نہیں بنایا یا اس کا پتہ تبدیل نہیں کیا، تو تصدیق نہ کریں: یہ صفحہ بند کر دیں۔
verify-button = میرے پتے کی تصدیق کریں
verify-done-title = ای میل پتے کی تصدیق ہو گئی
verify-done-text = شکریہ: آپ کے ای میل پتے کی تصدیق ہو گئی ہے۔ آپ یہ صفحہ بند کر سکتے ہیں۔

## Password reset request page

forgot-title = اپنا پاس ورڈ بھول گئے؟
forgot-lead = اپنا ای میل پتہ درج کریں۔ اگر اس پتے سے کوئی اکاؤنٹ وابستہ ہے تو ہم آپ کو نیا پاس ورڈ سیٹ کرنے کا لنک بھیجیں گے۔
forgot-email = ای میل
forgot-button = لنک بھیجیں
forgot-sent-title = اپنی ای میل دیکھیں
forgot-sent-text = اگر اس پتے کا کوئی اکاؤنٹ ہے تو نیا پاس ورڈ سیٹ کرنے کے لنک والی ای میل بھیجی جا رہی ہے۔ یہ لنک 30 منٹ تک کام کرتا ہے۔

## New password page (opened from the mailed link)

reset-title = نیا پاس ورڈ سیٹ کریں
reset-lead = 10 سے 256 حروف کا پاس ورڈ منتخب کریں۔ آپ کے اکاؤنٹ میں سائن ان ہر آلہ سائن آؤٹ ہو جائے گا۔
reset-password = نیا پاس ورڈ
reset-button = پاس ورڈ سیٹ کریں
reset-done-title = پاس ورڈ سیٹ ہو گیا
reset-done-text = آپ کا نیا پاس ورڈ سیٹ ہو گیا ہے، اور جو بھی آلہ سائن ان تھا وہ سائن آؤٹ ہو گیا ہے۔ نئے پاس ورڈ سے دوبارہ سائن ان کریں۔

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = آپ کی پروفائل محفوظ ہو گئی ہے۔
account-password-changed = آپ کا پاس ورڈ تبدیل ہو گیا ہے؛ باقی تمام آلات سائن آؤٹ ہو گئے ہیں۔
account-email-requested = اگر وہ پتہ استعمال ہو سکتا ہے تو اس کی تصدیق کا لنک وہاں بھیجا جا رہا ہے: لنک استعمال ہونے پر آپ کا پتہ تبدیل ہو جائے گا۔
account-session-signed-out = وہ سیشن سائن آؤٹ ہو گیا ہے۔
account-others-signed-out = باقی تمام سیشنز سائن آؤٹ ہو گئے ہیں۔
account-console-needs-factor = آپریٹر کنسول کے لیے دوسرا تصدیقی طریقہ ضروری ہے: نیچے تصدیق کنندہ ایپ یا پاس کی شامل کریں، پھر اس کے ساتھ دوبارہ سائن ان کریں۔
account-form-expired = اس فارم کی میعاد ختم ہو گئی۔ براہ کرم دوبارہ کوشش کریں۔
account-login-lead = اپنا اکاؤنٹ دیکھنے اور تبدیل کرنے کے لیے
account-sign-in-again-lead = دوبارہ، سائن ان کا طریقہ تبدیل کرنے کے لیے
account-sign-in-again = آپ کی حفاظت کے لیے، سائن ان کا کوئی طریقہ شامل کرنے یا ہٹانے سے پہلے دوبارہ سائن ان کریں (اگر آپ کے پاس دوسرا تصدیقی طریقہ ہے تو اس کے ساتھ)۔
account-second-step-purpose = اپنا اکاؤنٹ کھولنے کے لیے
account-profile-name = نام
account-profile-mobile = موبائل نمبر
account-profile-picture = تصویر کا URL
account-profile-country-code = ملک کا کوڈ
account-profile-country = ملک
account-profile-city = شہر
account-profile-postal-code = پوسٹل کوڈ
account-session-unknown-device = نامعلوم آلہ
account-session-unknown-app = نامعلوم ایپ
account-session-when = سائن ان { $since } · آخری سرگرمی { $active }
account-provider-not-linked = وہ فراہم کنندہ آپ کے اکاؤنٹ سے منسلک نہیں ہے۔
account-last-sign-in-method = یہ آپ کے اکاؤنٹ میں سائن ان کرنے کا واحد طریقہ ہے۔ پہلے پاس کی شامل کریں یا پاس ورڈ سیٹ کریں (اپنا پاس ورڈ بھول گئے؟)۔
account-session-gone = وہ سیشن اب سائن ان نہیں ہے۔
account-wrong-password = موجودہ پاس ورڈ درست نہیں ہے۔
account-too-many-passwords = بہت زیادہ غلط پاس ورڈز۔ چند منٹ انتظار کریں، پھر دوبارہ کوشش کریں۔
account-unknown-action = یہ صفحہ ایسا کوئی کام نہیں کرتا۔

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = تصدیق کنندہ ایپ ہٹا دی گئی ہے۔
factors-passkey-added = آپ کی پاس کی شامل ہو گئی ہے: اب سے آپ اس کے ساتھ سائن ان کر سکتے ہیں۔
factors-passkey-renamed = پاس کی کا نام تبدیل ہو گیا ہے۔
factors-passkey-removed = پاس کی ہٹا دی گئی ہے۔
factors-passkey-added-on = { $date } کو شامل کی گئی
factors-passkey-last-used = آخری استعمال { $date }
factors-passkey-synced = سنک شدہ
factors-wrong-code = وہ کوڈ درست نہیں ہے۔ ایپ کی گھڑی چیک کریں اور وہ کوڈ درج کریں جو ایپ ابھی دکھا رہی ہے۔
factors-too-many-codes = بہت زیادہ غلط کوڈز۔ چند منٹ انتظار کریں، پھر دوبارہ کوشش کریں۔
factors-totp-already = ایک تصدیق کنندہ ایپ پہلے سے سیٹ اپ ہے۔
factors-totp-nothing-pending = کوئی تصدیق کنندہ ایپ سیٹ اپ نہیں کی جا رہی۔ دوبارہ شروع کریں۔
factors-totp-not-set-up = کوئی تصدیق کنندہ ایپ سیٹ اپ نہیں ہے۔
factors-passkey-registered = وہ پاس کی پہلے سے رجسٹرڈ ہے۔
factors-passkey-too-many = آپ کے اکاؤنٹ میں پاس کیز کی زیادہ سے زیادہ تعداد پوری ہو چکی ہے: پہلے ایک ہٹائیں۔
factors-passkey-too-many-attempts = بہت زیادہ کوششیں۔ چند منٹ انتظار کریں، پھر دوبارہ کوشش کریں۔
factors-passkey-name-length = پاس کی کے نام میں 1 سے 64 حروف ہونے چاہئیں۔
factors-passkey-not-yours = وہ پاس کی اب آپ کی نہیں ہے۔
factors-passkey-not-added = پاس کی شامل نہیں کی جا سکی، یا اس میں بہت زیادہ وقت لگا۔ دوبارہ کوشش کریں۔
factors-page-expired = اس صفحے کی میعاد ختم ہو گئی؛ اسے ری لوڈ کریں۔
factors-sign-in-again = دوبارہ سائن ان کریں۔
factors-passkeys-unavailable = اس سرور پر پاس کیز دستیاب نہیں ہیں۔
factors-sign-in-to-add = پاس کی شامل کرنے کے لیے دوبارہ سائن ان کریں۔

## The account page's sign-in providers (another account that signs the user in).

links-heading = کسی دوسرے اکاؤنٹ سے سائن ان کریں
links-linked = فراہم کنندہ منسلک ہو گیا ہے: اب سے آپ اس کے ذریعے اس اکاؤنٹ میں سائن ان کر سکتے ہیں۔
links-unlinked = فراہم کنندہ غیر منسلک ہو گیا ہے۔
links-linked-on = { $date } کو منسلک کیا گیا
links-unlink = غیر منسلک کریں
links-link = { $provider } منسلک کریں

## The account page's third-party apps the user allowed.

apps-heading = رسائی رکھنے والی ایپس
apps-allowed-on = { $date } کو اجازت دی گئی
apps-remove = رسائی ختم کریں
apps-removed = ایپ کی رسائی ختم کر دی گئی ہے اور اسے سائن آؤٹ کر دیا گیا ہے۔

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = اپنا اکاؤنٹ حذف کریں
delete-explain-lead = آپ اپنا اکاؤنٹ اور اس کے بارے میں رکھی گئی ہر چیز خود حذف کر سکتے ہیں۔
delete-explain-sign-in = سائن ان کریں: اپنے پاس ورڈ، پاس کی، یا اس فراہم کنندہ کے ساتھ جس سے آپ نے سائن اپ کیا تھا ("… کے ساتھ سائن ان کریں")۔
delete-explain-confirm = تصدیق کریں کہ اکاؤنٹ حذف کیا جائے۔
delete-explain-what = کیا حذف ہوتا ہے: آپ کی پروفائل (نام، ای میل پتہ، فون نمبر، تصویر، مقام)، آپ کا پاس ورڈ، ہر سیشن اور اس کے ساتھ ریکارڈ کیے گئے آلات اور مقامات، دوسرے تصدیقی طریقے، پاس کیز، منسلک سائن ان فراہم کنندگان، اور ایپس کو جاری کیا گیا ہر ٹوکن۔ ہر آلہ سائن آؤٹ ہو جاتا ہے۔ سیکیورٹی لاگ آپ سے متعلق اپنے اندراجات ایک بے ترتیب نام کے تحت، IP پتوں کے بغیر، زیادہ سے زیادہ { $days ->
        [one] { $days } دن
       *[other] { $days } دن
    } تک رکھتا ہے۔
delete-explain-now = کب: فوراً۔ تصدیقی ای میل آپ کے ای میل پتے پر بھیجی جاتی ہے۔
delete-explain-later = کب: آپ کی درخواست کے { $days ->
        [one] { $days } دن
       *[other] { $days } دن
    } بعد؛ اس سے پہلے سائن ان کرنے سے اکاؤنٹ برقرار رہتا ہے۔ تصدیقی ای میل آپ کے ای میل پتے پر بھیجی جاتی ہے۔
delete-explain-apps = ایپس بھی اپنی ترتیبات سے اکاؤنٹ حذف کر سکتی ہیں۔
delete-explain-link = سائن ان کریں اور اپنا اکاؤنٹ حذف کریں
delete-login-lead = اپنا اکاؤنٹ حذف کرنے کے لیے
delete-confirm-what = یہ آپ کی پروفائل، سیشنز، دوسرے تصدیقی طریقے، پاس کیز اور منسلک فراہم کنندگان حذف کر دیتا ہے، اور آپ کو ہر آلے پر سائن آؤٹ کر دیتا ہے۔
delete-confirm-later = اکاؤنٹ { $days ->
        [one] { $days } دن
       *[other] { $days } دن
    } بعد حذف ہو جائے گا؛ اس سے پہلے سائن ان کرنے سے یہ برقرار رہے گا۔
delete-confirm-now = اسے واپس نہیں کیا جا سکتا۔
delete-confirm-check = میرا اکاؤنٹ اور اس کے بارے میں رکھی گئی ہر چیز حذف کریں
delete-confirm-button = میرا اکاؤنٹ حذف کریں
delete-confirm-keep = میرا اکاؤنٹ رکھیں
delete-done-title = اکاؤنٹ حذف ہو گیا
delete-done = آپ کا اکاؤنٹ اور اس کے بارے میں رکھی گئی ہر چیز حذف ہو گئی ہے۔ تصدیقی ای میل آپ کے ای میل پتے پر بھیجی جا رہی ہے۔
delete-scheduled-title = اکاؤنٹ حذف کرنا طے ہو گیا
delete-scheduled = ہر سیشن ختم ہو گیا ہے۔ آپ کا اکاؤنٹ { $date } کو حذف کر دیا جائے گا؛ اسے برقرار رکھنے کے لیے اس سے پہلے سائن ان کریں۔

## The account page's language (stored: the language of the user's mails).

account-language-heading = زبان
account-language-help = اس اکاؤنٹ کے صفحات اور اسے بھیجی جانے والی ای میلز کی زبان۔
account-language-save = زبان محفوظ کریں
account-language-saved = آپ کی زبان محفوظ ہو گئی۔

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · کنسول
console-nav-signed-in = کنسول · بطور { $email } سائن ان ({ $role })
console-nav-your-account = آپ کا اکاؤنٹ
console-nav-label = کنسول
console-nav-overview = جائزہ
console-nav-users = صارفین
console-nav-organizations = تنظیمیں
console-nav-clients = کلائنٹس
console-nav-apis = APIs
console-nav-webhooks = ویب ہکس
console-nav-audit = آڈٹ لاگ
console-nav-keys = کلیدیں
console-nav-settings = ترتیبات

console-frame-role-admin = ایڈمن
console-frame-role-support = سپورٹ
console-frame-role-viewer = ناظر
console-frame-role-none = کوئی نہیں
console-frame-table-empty = { $caption }: کوئی نہیں۔
console-frame-age-days = { $count ->
    [one] { $count } دن
   *[other] { $count } دن
}
console-frame-age-hours = { $count ->
    [one] { $count } گھنٹہ
   *[other] { $count } گھنٹے
}
console-frame-age-minutes = { $count ->
    [one] { $count } منٹ
   *[other] { $count } منٹ
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = آپ کا کنسول کردار یہ صفحہ کھولنے کی اجازت نہیں دیتا۔ اگر آپ کو اس کی ضرورت ہے تو کسی ایڈمنسٹریٹر سے کہیں۔
console-gate-form-expired = اس فارم کی میعاد ختم ہو گئی یا یہ کنسول سے نہیں آیا۔ صفحہ دوبارہ کھولیں اور عمل دہرائیں۔
console-gate-change-not-allowed = آپ کا کنسول کردار اس تبدیلی کی اجازت نہیں دیتا۔
console-gate-no-role = آپ کے اکاؤنٹ کا کنسول میں کوئی کردار نہیں ہے۔ کوئی ایڈمنسٹریٹر آپ کو کردار دے سکتا ہے۔
console-gate-not-allowed-title = اجازت نہیں
console-gate-not-found-title = نہیں ملا
console-gate-not-done-title = عمل مکمل نہیں ہوا
console-gate-sign-in-again-lead = دوبارہ، اپنے دوسرے تصدیقی طریقے کے ساتھ، کنسول کھولنے کے لیے
console-gate-needs-second-factor = کنسول کے لیے آپ کے دوسرے تصدیقی طریقے (تصدیق کنندہ ایپ یا پاس کی) کے ساتھ سائن ان ضروری ہے۔
console-gate-no-such-user = ایسا کوئی صارف نہیں ہے۔
console-gate-no-such-client = ایسا کوئی کلائنٹ نہیں ہے۔
console-gate-no-such-api = ایسا کوئی API نہیں ہے۔
console-gate-no-such-webhook = ایسا کوئی ویب ہک نہیں ہے۔
console-gate-no-such-delivery = ایسی کوئی ڈیلیوری نہیں ہے۔
console-gate-no-such-session = ایسا کوئی سیشن نہیں ہے۔
console-gate-no-such-link = ایسا کوئی لنک نہیں ہے۔
console-gate-no-such-organization = ایسی کوئی تنظیم نہیں ہے۔
console-gate-no-such-domain = ایسا کوئی ڈومین نہیں ہے۔
console-gate-no-such = یہ موجود نہیں: { $what }۔
console-gate-duplicate-email = اس ای میل کے ساتھ ایک صارف پہلے سے موجود ہے۔
console-gate-last-sign-in-method = یہ لنک اکاؤنٹ میں سائن ان کرنے کا آخری طریقہ ہے: پہلے پاس ورڈ سیٹ کریں۔
console-gate-api-exists = اس شناخت کنندہ کے ساتھ ایک API پہلے سے موجود ہے۔
console-gate-disable-client-first = کلائنٹ کو حذف کرنے سے پہلے اسے غیر فعال کریں۔

## The console's overview page.

console-overview-title = جائزہ
console-overview-find-user = صارف تلاش کریں
console-overview-accounts = اکاؤنٹس
console-overview-live-sessions = فعال سیشنز
console-overview-sign-ins = سائن انز، 24 گھنٹے
console-overview-failed-sign-ins = ناکام سائن انز، 24 گھنٹے
console-overview-lockouts = موجودہ لاک آؤٹس
console-overview-failing-deliveries = ناکام ویب ہک ڈیلیوریز
console-overview-chart-heading = پچھلے 24 گھنٹوں میں سائن انز
console-overview-counted = { $at } پر شمار کیا گیا (اعداد و شمار زیادہ سے زیادہ ایک منٹ پرانے ہیں)۔
console-overview-chart-label = پچھلے 24 گھنٹوں میں فی گھنٹہ سائن انز: { $succeeded } کامیاب، { $failed } ناکام
console-overview-chart-hour = { $time }: { $succeeded } کامیاب، { $failed } ناکام
console-overview-chart-start = 24 گھنٹے پہلے
console-overview-chart-end = ابھی
console-overview-legend-succeeded = کامیاب ({ $count })
console-overview-legend-failed = ناکام ({ $count })
console-overview-keys-heading = دستخطی کلیدیں
console-overview-keys-caption = دستخطی کلیدیں، سب سے نئی پہلے
console-overview-key = کلید
console-overview-algorithm = الگورتھم
console-overview-state = حالت
console-overview-age = عمر
console-overview-signing-for = دستخط کی مدت
console-overview-key-pending = زیر التوا
console-overview-key-active = فعال
console-overview-key-retired = ریٹائرڈ
console-overview-keys-link = کلیدیں اور روٹیشن

## The console's users list.

console-users-title = صارفین
console-users-deleted = صارف حذف کر دیا گیا۔
console-users-search-label = پتہ، نام یا صارف آئی ڈی
console-users-search = تلاش کریں
console-users-search-help = پتے اپنے آغاز سے ملائے جاتے ہیں، نام کسی بھی لفظ کے آغاز سے؛ آئی ڈی صرف پوری ملتی ہے۔
console-users-caption = صارفین، سب سے پرانے پہلے
console-users-matching = “{ $query }” سے مماثل صارفین
console-users-address = پتہ
console-users-name = نام
console-users-verified = تصدیق شدہ
console-users-state = حالت
console-users-created = تاریخ تخلیق
console-users-yes = ہاں
console-users-no = نہیں
console-users-enabled = فعال
console-users-disabled = غیر فعال
console-users-next-page = اگلا صفحہ

## The console's page of one user.

console-user-done-disabled = صارف غیر فعال کر دیا گیا: ہر سیشن ختم ہو گیا۔
console-user-done-enabled = صارف فعال کر دیا گیا: وہ دوبارہ سائن ان کر سکتے ہیں۔
console-user-done-signed-out = صارف کا ہر سیشن ختم ہو گیا۔
console-user-done-session-ended = سیشن ختم ہو گیا۔
console-user-done-factors-reset = صارف کے دوسرے تصدیقی طریقے ہٹا دیے گئے؛ انہیں ای میل کے ذریعے مطلع کر دیا گیا۔
console-user-done-verification-sent = تصدیقی ای میل بھیجی جا رہی ہے۔
console-user-done-role = کردار تبدیل ہو گیا۔
console-user-why-heading = یہ صارف سائن ان کیوں نہیں کر سکتا؟
console-user-nothing-stops = اس وقت کوئی چیز اس صارف کو سائن ان کرنے سے نہیں روک رہی۔
console-user-reason-disabled = اکاؤنٹ کو ایک آپریٹر نے غیر فعال کیا ہے۔
console-user-reason-unverified = پتے کی تصدیق نہیں ہوئی: جب تک تصدیقی ای میل کا لنک استعمال نہ ہو، پاس ورڈ سے سائن ان مسترد ہوتا ہے۔
console-user-reason-locked-password = { $ip } سے غلط پاس ورڈز کے بعد { $until } تک لاک ہے (تقریباً { $minutes } منٹ؛ سائن ان کی حد بندی)۔
console-user-reason-locked-second-step = غلط کوڈز کے بعد دوسرا مرحلہ { $until } تک لاک ہے (تقریباً { $minutes } منٹ؛ دوسرے تصدیقی طریقے کی حد بندی)۔
console-user-reason-passkey-only = اکاؤنٹ کا کوئی پاس ورڈ نہیں ہے: یہ صرف پاس کی سے سائن ان ہوتا ہے (یا پاس ورڈ ری سیٹ کے بعد)۔
console-user-reason-providers-only = اکاؤنٹ کا کوئی پاس ورڈ نہیں ہے: یہ صرف { $providers } کے ذریعے سائن ان ہوتا ہے (یا پاس ورڈ ری سیٹ کے بعد)۔
console-user-reason-second-factor-due = کوئی دوسرا تصدیقی طریقہ سیٹ اپ نہیں ہے، اور { $clients } دو مرحلہ سائن ان مانگتی ہیں: صارف کو پہلے ایک طریقہ شامل کرنا ہوگا۔
console-user-reason-deletion-scheduled = صارف نے اکاؤنٹ حذف کرنے کی درخواست کی ہے: یہ { $date } کو حذف ہو جائے گا، جب تک کہ وہ اس سے پہلے سائن ان نہ کریں۔
console-user-profile = پروفائل
console-user-id = صارف آئی ڈی
console-user-address = پتہ
console-user-verified = تصدیق شدہ
console-user-state = حالت
console-user-name = نام
console-user-mobile = موبائل
console-user-place = مقام
console-user-created = تاریخ تخلیق
console-user-console-role = کنسول کردار
console-user-sessions = سیشنز
console-user-sessions-caption = فعال سیشنز، سب سے حالیہ پہلے
console-user-device = آلہ
console-user-ip-and-place = IP پتہ اور مقام
console-user-signed-in = سائن ان
console-user-last-active = آخری سرگرمی
console-user-methods = طریقے
console-user-end-column = ختم
console-user-end-session = ختم کریں
console-user-unknown-device = نامعلوم آلہ
console-user-second-factors = دوسرے تصدیقی طریقے
console-user-authenticator-app = تصدیق کنندہ ایپ
console-user-recovery-codes-left = باقی بازیابی کوڈز
console-user-passkeys = پاس کیز
console-user-factor-none = کوئی نہیں
console-user-totp-since = { $date } سے
console-user-providers-and-apps = فراہم کنندگان اور ایپس
console-user-links-caption = منسلک فراہم کنندگان
console-user-provider = فراہم کنندہ
console-user-address-given = فراہم کردہ پتہ
console-user-linked = منسلک کیا گیا
console-user-consents-caption = تھرڈ پارٹی ایپس کے لیے رضامندیاں
console-user-client = کلائنٹ
console-user-scopes = اسکوپس
console-user-allowed = اجازت دی گئی
console-user-recent-events = حالیہ ایونٹس
console-user-events-caption = صارف کے بارے میں تازہ ترین آڈٹ ایونٹس
console-user-when = کب
console-user-type = قسم
console-user-actor = کرنے والا
console-user-ip = IP پتہ
console-user-every-event = صارف کے بارے میں ہر ایونٹ
console-user-actions = کارروائیاں
console-user-disable = غیر فعال کریں
console-user-enable = فعال کریں
console-user-sign-out-everywhere = ہر جگہ سے سائن آؤٹ کریں
console-user-resend-verification = تصدیقی ای میل دوبارہ بھیجیں
console-user-reset-factors = دوسرے تصدیقی طریقے ری سیٹ کریں
console-user-reset-factors-confirm = تصدیق کنندہ ایپ، بازیابی کوڈز اور پاس کیز ہٹائیں
console-user-delete = صارف حذف کریں
console-user-delete-confirm = یہ اکاؤنٹ اور اس کے بارے میں ہر چیز ابھی حذف کریں
console-user-role-heading = کنسول کردار
console-user-role-label = کردار
console-user-set-role = کردار مقرر کریں
console-user-role-help = ناظرین ہر صفحہ پڑھ سکتے ہیں؛ سپورٹ اس کے علاوہ صارفین کو غیر فعال اور فعال کرتی ہے، انہیں سائن آؤٹ کرتی ہے، ان کے دوسرے تصدیقی طریقے ری سیٹ کرتی ہے اور تصدیقی ای میل دوبارہ بھیجتی ہے؛ ایڈمنز سب کچھ کر سکتے ہیں۔
console-user-unknown-action = یہ صفحہ ایسا کوئی کام نہیں کرتا۔
console-user-not-on-this-user = اس صارف پر نہیں: ایڈمن سے نیچے کے آپریٹرز صرف بغیر کردار والے صارفین پر کارروائی کرتے ہیں، اور یہاں کوئی بھی اپنا کردار، حالت، تصدیقی طریقے یا اکاؤنٹ تبدیل نہیں کر سکتا۔
console-user-tick-to-confirm = تصدیق کے لیے باکس پر نشان لگائیں، پھر عمل دہرائیں۔

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = کلائنٹس
console-client-list-caption = کلائنٹس، سب سے پرانے پہلے
console-client-name = نام
console-client-kind = قسم
console-client-state = حالت
console-client-registered = تاریخ رجسٹریشن
console-client-kind-public = عوامی
console-client-kind-confidential = خفیہ
console-client-state-enabled = فعال
console-client-state-disabled = غیر فعال
console-client-register-heading = کلائنٹ رجسٹر کریں
console-client-register = رجسٹر کریں
console-client-registered-notice = کلائنٹ رجسٹر ہو گیا۔
console-client-deleted = کلائنٹ حذف کر دیا گیا۔

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = ری ڈائریکٹ URIs، ہر لائن میں ایک
console-client-scopes-field = اسکوپس (خالی: openid email profile authorization)
console-client-package-names-field = Android پیکیج نام، ہر لائن میں ایک
console-client-app-origins-field = پاس کیز کے لیے ایپ اوریجنز، ہر لائن میں ایک
console-client-logout-uri-field = بیک چینل لاگ آؤٹ URI
console-client-organization-field = Shared Signals وصول کنندہ کی تنظیم (slug یا آئی ڈی)
console-client-flag-public = عوامی (براؤزر یا نیٹو ایپ: کوئی سیکرٹ نہیں، PKCE)
console-client-flag-resource-server = ریسورس سرور (ٹوکنز کی جانچ کر سکتا ہے)
console-client-flag-client-credentials = اپنے لیے ٹوکنز حاصل کر سکتا ہے (client_credentials)
console-client-flag-rotate-refresh-tokens = ریفریش ٹوکنز کی روٹیشن
console-client-flag-require-mfa = صرف دو مرحلہ سائن انز
console-client-flag-require-par = صرف پُش کی گئی اجازت کی درخواستیں (PAR)
console-client-flag-third-party = تھرڈ پارٹی: صارفین پہلے رضامندی دیتے ہیں
console-client-flag-shared-signals = Shared Signals وصول کنندہ: سیکیورٹی ایونٹس کا سلسلہ وصول کرتا ہے

## Console: one client's page

console-client-saved = کلائنٹ کی ترتیبات محفوظ ہو گئیں۔
console-client-disabled-notice = کلائنٹ غیر فعال کر دیا گیا: اس کے ٹوکنز کی اب تصدیق نہیں ہوتی۔
console-client-granted = اجازت محفوظ ہو گئی۔
console-client-secret-replaced = سیکرٹ تبدیل کر دیا گیا۔
console-client-secret-heading = کلائنٹ سیکرٹ
console-client-secret-once = اسے ابھی کاپی کر لیں: یہ صرف اسی ایک بار دکھایا جا رہا ہے، پھر کبھی نہیں (صرف اس کا ڈائجسٹ محفوظ رکھا جاتا ہے)۔
console-client-settings-heading = ترتیبات
console-client-yes = ہاں
console-client-no = نہیں
console-client-redirect-uris = ری ڈائریکٹ URIs
console-client-scopes = اسکوپس
console-client-resource-server = ریسورس سرور
console-client-two-factor-only = صرف دو مرحلہ
console-client-par-only = صرف PAR
console-client-third-party = تھرڈ پارٹی
console-client-shared-signals = Shared Signals وصول کنندہ
console-client-changed = آخری تبدیلی
console-client-grants-heading = APIs پر اجازتیں
console-client-grants-caption = وہ APIs جنہیں یہ کلائنٹ اپنے لیے کال کر سکتا ہے
console-client-api = API
console-client-api-identifier = API شناخت کنندہ
console-client-grant = اجازت دیں
console-client-actions-heading = کارروائیاں
console-client-rotate-secret = سیکرٹ تبدیل کریں
console-client-rotate-secret-confirm = سیکرٹ تبدیل کریں: پرانا سیکرٹ ابھی سے کام کرنا بند کر دے گا
console-client-disable = غیر فعال کریں
console-client-disable-confirm = کلائنٹ کو غیر فعال کریں: اس کے ٹوکنز کی تصدیق بند ہو جائے گی
console-client-delete = حذف کریں
console-client-delete-confirm = کلائنٹ کو اسے جاری کی گئی ہر چیز سمیت حذف کریں
console-client-edit-heading = ترمیم
console-client-save = محفوظ کریں
console-client-confirm-first = تصدیق کے لیے باکس پر نشان لگائیں، پھر عمل دہرائیں۔
console-client-unknown-action = یہ صفحہ ایسا کوئی کام نہیں کرتا۔

## Console: the APIs page

console-api-title = APIs کی فہرست
console-api-list-caption = APIs (ریسورس انڈیکیٹرز)
console-api-identifier = شناخت کنندہ
console-api-scopes = اسکوپس
console-api-registered-column = تاریخ رجسٹریشن
console-api-register-heading = API رجسٹر کریں
console-api-identifier-field = شناخت کنندہ (ایک https URL)
console-api-scopes-field = اسکوپس، خالی جگہ سے الگ کیے ہوئے
console-api-register = رجسٹر کریں
console-api-registered = API رجسٹر ہو گیا۔

## Console: the webhooks page

console-webhook-title = ویب ہکس
console-webhook-list-caption = ویب ہک اینڈ پوائنٹس
console-webhook-endpoint = اینڈ پوائنٹ (اس کی ڈیلیوریز)
console-webhook-events = ایونٹس
console-webhook-registered-column = تاریخ رجسٹریشن
console-webhook-remove = ہٹائیں
console-webhook-remove-confirm = اس اینڈ پوائنٹ پر ڈیلیوری بند کریں
console-webhook-secret-heading = دستخطی سیکرٹ
console-webhook-secret-once = اسے ابھی وصول کنندہ کو دے دیں: یہ صرف اسی ایک بار دکھایا جا رہا ہے۔
console-webhook-register-heading = اینڈ پوائنٹ رجسٹر کریں
console-webhook-url = URL پتہ
console-webhook-events-field = ایونٹ کی اقسام، خالی جگہ سے الگ کی ہوئی
console-webhook-register = رجسٹر کریں
console-webhook-registered = اینڈ پوائنٹ رجسٹر ہو گیا۔
console-webhook-removed = اینڈ پوائنٹ ہٹا دیا گیا۔
console-webhook-confirm-first = تصدیق کے لیے باکس پر نشان لگائیں، پھر عمل دہرائیں۔

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = ڈیلیوریز
console-webhook-deliveries-caption = ڈیلیوریز، سب سے نئی پہلے
console-webhook-delivery = ڈیلیوری
console-webhook-event = ایونٹ
console-webhook-status = اسٹیٹس
console-webhook-attempts = کوششیں
console-webhook-last-error = آخری خرابی
console-webhook-replay = دوبارہ بھیجیں
console-webhook-replayed = ڈیلیوری دوبارہ قطار میں لگا دی گئی۔
console-webhook-status-pending = زیر التوا
console-webhook-status-delivered = ڈیلیور ہو گئی
console-webhook-status-failed = ناکام

## Console: the audit trail

console-audit-title = آڈٹ لاگ
console-audit-user-id = صارف آئی ڈی
console-audit-address = پتہ
console-audit-type = قسم
console-audit-since = کب سے (RFC 3339)
console-audit-until = کب تک (RFC 3339)
console-audit-any-type = کوئی بھی
console-audit-filter = فلٹر کریں
console-audit-caption = ایونٹس، سب سے نئے پہلے
console-audit-when = کب
console-audit-type-column = قسم
console-audit-actor = کرنے والا
console-audit-user = صارف
console-audit-client = کلائنٹ
console-audit-ip = IP پتہ
console-audit-older = پرانے ایونٹس

## Console: the signing keys

console-keys-title = کلیدیں
console-keys-caption = کلیدوں کا مجموعہ، سب سے نئی پہلے
console-keys-key = کلید
console-keys-algorithm = الگورتھم
console-keys-state = حالت
console-keys-made = تاریخ تخلیق
console-keys-age = عمر
console-keys-signing-since = دستخط کا آغاز
console-keys-retired = ریٹائرمنٹ
console-keys-state-pending = زیر التوا
console-keys-state-active = فعال
console-keys-state-retired = ریٹائرڈ
console-keys-rotate-heading = روٹیشن
console-keys-rotate-help = روٹیشن دو مراحل میں ہوتی ہے: پہلا مرحلہ JWKS میں ایک نئی id_token کلید شائع کرتا ہے، دوسرا اسے دستخط کے لیے فعال کرتا ہے (اور access-token کلید کو بدل دیتا ہے)۔ پرانی کلیدیں اپنے آخری ٹوکن کی میعاد ختم ہونے تک تصدیق کرتی رہتی ہیں۔
console-keys-rotate = روٹیٹ کریں
console-keys-rotate-confirm = دستخطی کلیدیں روٹیٹ کریں
console-keys-published = ایک نئی id_token کلید شائع ہو گئی ہے: اگلی روٹیشن اسے دستخط کے لیے فعال کر دے گی۔
console-keys-activated = شائع شدہ کلید اب id_tokens پر دستخط کرتی ہے، ایک نئی access-token کلید کے ساتھ۔
console-keys-not-done = عمل مکمل نہیں ہوا
console-keys-confirm-first = تصدیق کے لیے باکس پر نشان لگائیں، پھر عمل دہرائیں۔

## Console: the settings

console-settings-title = ترتیبات
console-settings-effective-heading = مؤثر کنفیگریشن
console-settings-effective-help = فائلوں، انوائرمنٹ ویری ایبلز اور ڈیفالٹ اقدار کے بعد؛ سیکرٹس چھپائے گئے ہیں۔
console-settings-caption = ترتیبات
console-settings-setting = ترتیب
console-settings-value = قدر
console-settings-upstream-heading = اپ اسٹریم فراہم کنندگان
console-settings-providers-caption = فراہم کنندگان
console-settings-provider-id = آئی ڈی
console-settings-provider-button = بٹن
console-settings-provider-last-error = اس انسٹینس پر آخری خرابی
console-settings-no-trouble = آغاز سے کوئی نہیں
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = کسی ایپ میں اس کے بجائے یہ کوڈ درج کریں: { $token }
mail-set-password-button = نیا پاس ورڈ سیٹ کریں
mail-open-account-button = اپنا اکاؤنٹ کھولیں

## Verification of a new account's address

mail-verification-subject = اپنے ای میل پتے کی تصدیق کریں
mail-verification-welcome = خوش آمدید! براہ کرم تصدیق کریں کہ یہ آپ کا ای میل پتہ ہے۔
mail-verification-link-hours = { $hours ->
    [one] یہ لنک { $hours } گھنٹے تک اور صرف ایک بار کام کرتا ہے۔
   *[other] یہ لنک { $hours } گھنٹوں تک اور صرف ایک بار کام کرتا ہے۔
}
mail-verification-ignore = اگر آپ نے اکاؤنٹ نہیں بنایا تو اس ای میل کو نظر انداز کریں۔
mail-verification-button = میرے پتے کی تصدیق کریں

## Moving an account to a new address: the mail to the new address

mail-change-subject = اپنے نئے ای میل پتے کی تصدیق کریں
mail-change-confirm = براہ کرم تصدیق کریں کہ اب سے آپ کا اکاؤنٹ یہ ای میل پتہ استعمال کرے۔
mail-change-link-hours = { $hours ->
    [one] یہ لنک { $hours } گھنٹے تک اور صرف ایک بار کام کرتا ہے؛ تب تک آپ کا پرانا پتہ برقرار رہے گا۔
   *[other] یہ لنک { $hours } گھنٹوں تک اور صرف ایک بار کام کرتا ہے؛ تب تک آپ کا پرانا پتہ برقرار رہے گا۔
}
mail-change-ignore = اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کریں: کچھ تبدیل نہیں ہوگا۔
mail-change-button = یہ پتہ استعمال کریں

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = آپ کے اکاؤنٹ کے ای میل پتے میں تبدیلی
mail-change-notice-asked = آپ کے اکاؤنٹ میں سائن ان کسی شخص نے اسے { $address } پر منتقل کرنے کی درخواست کی ہے۔
mail-change-notice-until = اکاؤنٹ صرف اسی وقت منتقل ہوگا جب اس پتے پر بھیجا گیا لنک استعمال کیا جائے؛ تب تک یہی پتہ برقرار رہے گا۔
mail-change-notice-not-you = اگر یہ آپ نے نہیں کیا تھا تو ابھی نیا پاس ورڈ سیٹ کریں: اس سے ہر سیشن ختم ہو جائے گا اور لنک منسوخ ہو جائے گا۔

## To an address that tried to register again

mail-registered-subject = آپ کا اکاؤنٹ پہلے سے موجود ہے
mail-registered-tried = کسی نے اس ای میل پتے سے اکاؤنٹ بنانے کی کوشش کی، جس کا اکاؤنٹ پہلے سے موجود ہے۔
mail-registered-if-you = اگر یہ آپ نے کیا تھا تو سائن ان کریں، یا اگر آپ پاس ورڈ بھول گئے ہیں تو نیا پاس ورڈ سیٹ کریں۔
mail-registered-not-you = اگر یہ آپ نے نہیں کیا تھا تو اس ای میل کو نظر انداز کریں: کچھ تبدیل نہیں ہوا۔

## Password reset

mail-reset-subject = نیا پاس ورڈ سیٹ کریں
mail-reset-asked = کسی نے آپ کے اکاؤنٹ کے لیے نیا پاس ورڈ سیٹ کرنے کی درخواست کی ہے۔
mail-reset-link-minutes = { $minutes ->
    [one] یہ لنک { $minutes } منٹ تک اور صرف ایک بار کام کرتا ہے؛ نئی درخواست اس کی جگہ لے لیتی ہے۔
   *[other] یہ لنک { $minutes } منٹ تک اور صرف ایک بار کام کرتا ہے؛ نئی درخواست اس کی جگہ لے لیتی ہے۔
}
mail-reset-not-you = اگر یہ آپ نے نہیں کیا تھا تو اس ای میل کو نظر انداز کریں: آپ کا پاس ورڈ جوں کا توں رہے گا۔

## Notices: a second factor changed

mail-totp-added-subject = ایک تصدیق کنندہ ایپ شامل کی گئی
mail-totp-added-body = آپ کے اکاؤنٹ میں دوسرے تصدیقی طریقے کے طور پر ایک تصدیق کنندہ ایپ شامل کی گئی ہے۔
mail-totp-removed-subject = آپ کی تصدیق کنندہ ایپ ہٹا دی گئی
mail-totp-removed-body = تصدیق کنندہ ایپ آپ کے اکاؤنٹ سے ہٹا دی گئی ہے: اب سائن ان کے لیے صرف آپ کا پاس ورڈ درکار ہے۔
mail-passkey-added-subject = ایک پاس کی شامل کی گئی
mail-passkey-added-body = آپ کے اکاؤنٹ میں ایک پاس کی شامل کی گئی ہے: اس سے آپ پاس ورڈ کے بغیر سائن ان کر سکتے ہیں۔
mail-passkey-removed-subject = ایک پاس کی ہٹا دی گئی
mail-passkey-removed-body = آپ کے اکاؤنٹ سے ایک پاس کی ہٹا دی گئی ہے: اب اس سے سائن ان نہیں کیا جا سکتا۔
mail-recovery-used-subject = ایک بازیابی کوڈ استعمال ہوا
mail-recovery-used-body = { $left ->
    [one] آپ کے اکاؤنٹ میں سائن ان کے لیے ایک بازیابی کوڈ استعمال کیا گیا؛ { $left } کوڈ غیر استعمال شدہ باقی ہے۔
   *[other] آپ کے اکاؤنٹ میں سائن ان کے لیے ایک بازیابی کوڈ استعمال کیا گیا؛ { $left } کوڈز غیر استعمال شدہ باقی ہیں۔
}
mail-factor-not-you = اگر یہ آپ نے نہیں کیا تھا تو اپنے اکاؤنٹ کے صفحے سے اپنا پاس ورڈ تبدیل کریں اور ہر جگہ سے سائن آؤٹ کریں۔

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } آپ کے اکاؤنٹ سے منسلک کر دیا گیا
mail-linked-body = آپ کا اکاؤنٹ ایک { $provider } اکاؤنٹ سے منسلک کر دیا گیا ہے: اب { $provider } کے ساتھ سائن ان کرنے سے یہ اکاؤنٹ کھل جاتا ہے۔
mail-unlinked-subject = { $provider } آپ کے اکاؤنٹ سے غیر منسلک کر دیا گیا
mail-unlinked-body = آپ کا اکاؤنٹ { $provider } سے غیر منسلک کر دیا گیا ہے: اب { $provider } کے ساتھ سائن ان کرنے سے یہ اکاؤنٹ نہیں کھلتا۔
mail-link-not-you = اگر یہ آپ نے نہیں کیا تھا تو اپنے اکاؤنٹ کے صفحے سے اپنا پاس ورڈ تبدیل کریں، ہر جگہ سے سائن آؤٹ کریں اور فراہم کنندہ کو غیر منسلک کریں۔

## Account deleted

mail-deleted-subject = آپ کا اکاؤنٹ حذف کر دیا گیا
mail-deleted-body = آپ کا اکاؤنٹ اور اس کے بارے میں رکھی گئی ہر چیز حذف کر دی گئی ہے، اور اس کا ہر سیشن ختم ہو گیا ہے۔
mail-deleted-register-again = اس پتے سے دوبارہ رجسٹریشن ہو سکتی ہے؛ پرانے اکاؤنٹ کی کوئی چیز واپس نہیں آئے گی۔

## Account deletion scheduled (after a grace period)

mail-deletion-subject = آپ کا اکاؤنٹ حذف کر دیا جائے گا
mail-deletion-due = آپ کا اکاؤنٹ { $date } کو حذف کر دیا جائے گا؛ اس کا ہر سیشن ختم ہو چکا ہے۔
mail-deletion-keep = اسے برقرار رکھنے کے لیے اس سے پہلے دوبارہ سائن ان کریں۔ اگر آپ نے یہ درخواست نہیں کی تو سائن ان کریں اور اپنا پاس ورڈ تبدیل کریں۔
mail-deletion-button = اکاؤنٹ برقرار رکھنے کے لیے سائن ان کریں

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = { $organization } میں شامل ہوں
mail-invitation-body = آپ کو { $organization } میں شامل ہونے کی دعوت دی گئی ہے۔ قبول کرنے کے لیے لنک کھولیں: اس پتے سے سائن ان کریں، یا اس سے اکاؤنٹ بنائیں۔
mail-invitation-expiry = { $days ->
    [one] یہ لنک ایک دن تک کام کرتا ہے۔
   *[other] یہ لنک { $days } دن تک کام کرتا ہے۔
}
mail-invitation-ignore = اگر آپ اس تنظیم کو نہیں جانتے تو اس ای میل کو نظر انداز کریں: جب تک آپ قبول نہ کریں، کچھ نہیں ہوگا۔
mail-invitation-button = دعوت نامہ دیکھیں
console-organizations-title = تنظیمیں
console-organizations-name = نام
console-organizations-slug = مختصر نام (slug)
console-organizations-enabled = فعال
console-organizations-mfa = دوسرا تصدیقی طریقہ
console-organizations-new = نئی تنظیم
console-organizations-create = تنظیم بنائیں
console-organizations-created = تنظیم بنا دی گئی۔
console-organization-saved = ڈومین کے قواعد محفوظ ہو گئے۔
console-organization-id = آئی ڈی
console-organization-members = اراکین
console-organization-roles = کردار
console-organization-managed = زیر انتظام
console-organization-break-glass = ہنگامی رسائی
console-organization-invitations = زیر التوا دعوت نامے
console-organization-expires = میعاد ختم
console-organization-domains = ڈومینز
console-organization-domain = ڈومین
console-organization-state = حالت
console-organization-rules = قواعد
console-organization-save-rules = محفوظ کریں
console-organization-sign-in = اس کا اپنا سائن ان
console-organization-no-sign-in = اس کا اپنا کوئی سائن ان نہیں ہے: اس کے اراکین اپنے پاس ورڈز یا پاس کیز سے سائن ان کرتے ہیں۔
organization-admin-title = { $organization }: تنظیم کی ترتیبات
organization-admin-lead = آپ اس تنظیم کا انتظام بطور { $email } کرتے ہیں۔
organization-admin-none = یہاں ابھی کچھ نہیں ہے۔
organization-admin-members = اراکین
organization-admin-remove = ہٹائیں
organization-admin-yes = ہاں
organization-admin-no = نہیں
organization-admin-email = ای میل پتہ
organization-admin-roles = کردار
organization-admin-managed = تنظیم کے سائن ان کے زیر انتظام
organization-admin-action = کارروائی
organization-admin-invitations = زیر التوا دعوت نامے
organization-admin-revoke = منسوخ کریں
organization-admin-expires = میعاد ختم
organization-admin-invite = کسی کو مدعو کریں
organization-admin-role = کردار
organization-admin-invite-button = دعوت نامہ بھیجیں
organization-admin-domains = ڈومینز
organization-admin-domains-lead = اپنی کمپنی کا ای میل ڈومین درج کریں، دکھایا گیا TXT ریکارڈ شائع کریں، پھر اس کی تصدیق کریں۔ تصدیق شدہ ڈومین کے پتے آپ کی تنظیم کے سائن ان کے ذریعے سائن ان کر سکتے ہیں۔
organization-admin-verify = تصدیق کریں
organization-admin-verified = تصدیق شدہ
organization-admin-pending = زیر التوا
organization-admin-domain = ڈومین
organization-admin-state = حالت
organization-admin-record = شائع کرنے کے لیے ریکارڈ
organization-admin-add-domain = ڈومین شامل کریں
organization-admin-sign-in = آپ کی تنظیم کا سائن ان
organization-admin-no-sign-in = آپ کے صارفین اپنے پاس ورڈز سے سائن ان کرتے ہیں۔ اپنا OpenID فراہم کنندہ (Okta، Entra ID، Google Workspace…) سیٹ کریں تاکہ وہ اس کے ذریعے سائن ان کریں۔
organization-admin-issuer = جاری کنندہ کا URL
organization-admin-client-id = کلائنٹ آئی ڈی
organization-admin-client-secret = کلائنٹ سیکرٹ
organization-admin-redirect-uri = اپنے فراہم کنندہ کے پاس رجسٹر کرنے کے لیے ری ڈائریکٹ URI
organization-admin-save-sign-in = سائن ان محفوظ کریں
organization-admin-sign-in-title = پہلے سائن ان کریں
organization-admin-sign-in-text = اپنے اکاؤنٹ کے صفحے پر سائن ان کریں، پھر یہ صفحہ دوبارہ کھولیں۔
organization-admin-sign-in-link = اپنے اکاؤنٹ پر جائیں
organization-admin-unknown-title = تنظیم نہیں ملی
organization-admin-unknown-text = یہاں کوئی ایسی تنظیم نہیں ہے جس کا انتظام آپ کرتے ہوں۔
organization-admin-unknown-change = یہ صفحہ ایسی کوئی تبدیلی نہیں کرتا۔
organization-admin-scim = پروویژننگ (SCIM)
organization-admin-scim-lead = آپ کی ڈائریکٹری (Okta، Entra ID، Google Workspace…) SCIM 2.0 کے ذریعے یہاں آپ کے صارفین اور گروپس کو شامل کرتی، تبدیل کرتی اور ہٹاتی ہے۔ اسے کسی کنکشن کا بیس URL اور ٹوکن دیں۔
organization-admin-scim-base-url = بیس URL
organization-admin-scim-made = تاریخ تخلیق
organization-admin-scim-last-used = آخری استعمال
organization-admin-scim-never = کبھی نہیں
organization-admin-scim-old-token = پرانا ٹوکن کب تک کام کرے گا
organization-admin-scim-rotate = نیا ٹوکن
organization-admin-scim-make = کنکشن بنائیں
organization-admin-scim-token-title = آپ کی ڈائریکٹری کا ٹوکن
organization-admin-scim-token-text = بیس URL اور ٹوکن ابھی اپنی ڈائریکٹری میں کاپی کریں: ٹوکن دوبارہ نہیں دکھایا جائے گا۔ پرانا ٹوکن، اگر کوئی ہے، ایک دن مزید کام کرے گا۔
organization-admin-scim-token = ٹوکن
organization-admin-scim-revoke-confirm = کنکشن منسوخ کریں: اس کے ٹوکنز ابھی سے کام کرنا بند کر دیں گے
invitation-title = { $organization } میں شامل ہوں
invitation-join-lead = آپ کو { $email } کے طور پر { $organization } میں شامل ہونے کی دعوت دی گئی ہے۔
invitation-join-button = شامل ہوں
invitation-sign-up-lead = آپ کو { $organization } میں شامل ہونے کی دعوت دی گئی ہے۔ شامل ہونے کے لیے { $email } سے اپنا اکاؤنٹ بنائیں: دعوت نامہ ظاہر کرتا ہے کہ یہ پتہ آپ کا ہے۔
invitation-name = آپ کا نام
invitation-password = پاس ورڈ منتخب کریں (کم از کم 10 حروف)
invitation-sign-up-button = اکاؤنٹ بنائیں اور شامل ہوں
invitation-other-account = یہ دعوت نامہ { $email } کے لیے ہے، لیکن آپ بطور { $current } سائن ان ہیں۔ سائن آؤٹ کریں، پھر لنک دوبارہ کھولیں۔
invitation-sign-in-first = یہ دعوت نامہ { $email } کے لیے ہے، جس کا یہاں اکاؤنٹ موجود ہے۔ اپنے اکاؤنٹ کے صفحے پر اس پتے سے سائن ان کریں، پھر لنک دوبارہ کھولیں۔
invitation-sign-in-as-invitee = پہلے مدعو کیے گئے پتے سے سائن ان کریں۔
invitation-unusable-title = یہ دعوت نامہ استعمال نہیں ہو سکتا
invitation-unusable-text = یہ استعمال ہو چکا ہے، واپس لے لیا گیا ہے، کسی نئے دعوت نامے سے بدل دیا گیا ہے، یا اس کی میعاد ختم ہو گئی ہے۔ تنظیم سے نیا دعوت نامہ طلب کریں۔
invitation-joined-title = آپ { $organization } میں شامل ہو گئے
invitation-joined-text = اب آپ رکن ہیں: اس تنظیم کے لیے آپ جن ایپس میں سائن ان کرتے ہیں وہ آپ کی رکنیت دیکھ سکتی ہیں۔
invitation-joined-new-account = آپ کا اکاؤنٹ تیار ہے اور آپ رکن بن گئے ہیں: اپنے پتے اور منتخب کردہ پاس ورڈ سے سائن ان کریں۔

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = ٹوکن اور ریفریش ٹوکن جاری کر دیے گئے
api-code-token = ٹوکن جاری کر دیا گیا
api-code-userdata = صارف کا ڈیٹا
api-code-login-success = سائن ان کامیاب
api-code-auth-code = اجازت کا کوڈ جاری کر دیا گیا
api-code-id-token = id_token جاری کر دیا گیا
api-code-logged-out = سائن آؤٹ ہو گیا؛ سیشن اور اس کے ٹوکنز منسوخ کر دیے گئے
api-code-ok = ہو گیا
api-code-alive = کام کر رہا ہے
api-code-ready = سروس کے لیے تیار
api-code-sessions = آپ کے فعال سیشنز
api-code-export = آپ کے اکاؤنٹ کے بارے میں رکھی گئی ہر چیز
api-code-email-change-requested = اگر پتہ استعمال ہو سکتا ہے تو اس کی تصدیق کا لنک وہاں بھیجا جا رہا ہے
api-code-account-deleted = آپ کا اکاؤنٹ اور اس کے بارے میں رکھی گئی ہر چیز حذف کر دی گئی؛ ہر سیشن ختم ہو گیا
api-code-deletion-scheduled = ہر سیشن ختم ہو گیا ہے اور آپ کا اکاؤنٹ حذف کر دیا جائے گا؛ اسے برقرار رکھنے کے لیے اس سے پہلے دوبارہ سائن ان کریں
api-code-reauthentication-required = پہلے دوبارہ سائن ان کریں: اس کے لیے پچھلے چند منٹوں کا سائن ان ضروری ہے
api-code-session-ended = سائن آؤٹ ہو گیا؛ سیشن اور اس کے ٹوکنز منسوخ کر دیے گئے
api-code-password-changed = پاس ورڈ تبدیل ہو گیا؛ باقی ہر سیشن اور اس کے ٹوکنز منسوخ کر دیے گئے
api-code-registration-accepted = رجسٹریشن موصول ہو گئی؛ اپنے پتے کی تصدیق کے لیے اپنی ای میل دیکھیں
api-code-email-verified = ای میل پتے کی تصدیق ہو گئی
api-code-reset-requested = اگر اس پتے کا کوئی اکاؤنٹ ہے تو ری سیٹ لنک والی ای میل بھیجی جا رہی ہے
api-code-password-reset = پاس ورڈ سیٹ ہو گیا؛ ہر سیشن اور اس کے ٹوکنز منسوخ کر دیے گئے
api-code-registration-closed = رجسٹریشن بند ہے؛ اکاؤنٹ کے لیے آپریٹر سے رابطہ کریں
api-code-invalid-request = درخواست خراب ہے
api-code-unsupported-grant-type = grant_type کی قدر code یا refresh_token ہونی چاہیے
api-code-invalid-grant = کوڈ یا refresh_token غلط، میعاد ختم شدہ یا منسوخ ہے، یا کسی دوسرے کلائنٹ کو جاری کیا گیا تھا
api-code-invalid-client = کلائنٹ کی توثیق ناکام ہو گئی
api-code-invalid-credentials = ای میل یا پاس ورڈ غلط ہے۔ نئے اکاؤنٹ میں پتے کی تصدیق کے بعد ہی سائن ان کیا جا سکتا ہے: لنک کے لیے اپنی ای میل دیکھیں
api-code-mfa-required = دوسرا تصدیقی طریقہ ضروری ہے: اپنی تصدیق کنندہ ایپ کے کوڈ یا کسی بازیابی کوڈ کے ساتھ جواب دیں
api-code-mfa-enrolment-required = اس ایپ کے لیے دو مرحلہ سائن ان ضروری ہے: اپنے اکاؤنٹ کے صفحے پر تصدیق کنندہ ایپ یا پاس کی سیٹ اپ کریں، پھر دوبارہ سائن ان کریں
api-code-passkey-options = یہ اختیارات تصدیق کنندہ کو دیں
api-code-passkey-added = پاس کی شامل ہو گئی
api-code-passkeys = آپ کی پاس کیز
api-code-links = آپ کے منسلک سائن ان فراہم کنندگان
api-code-last-sign-in-method = یہ اکاؤنٹ میں سائن ان کرنے کا آخری طریقہ ہے: پہلے پاس ورڈ سیٹ کریں یا پاس کی شامل کریں
api-code-insufficient-scope = ٹوکن کا اسکوپ اس درخواست کی اجازت نہیں دیتا
api-code-not-a-member = آپ اس تنظیم کے لیے سائن ان نہیں کر سکتے: اس کے ایڈمنسٹریٹر سے کہیں کہ آپ کو شامل کرے
api-code-sso-required = آپ کا سائن ان آپ کی تنظیم کے ذریعے ہوتا ہے: ssoUrl پر جاری رکھیں
api-code-not-found = ایسا کوئی ریسورس نہیں ہے
api-code-method-not-allowed = اس ریسورس کے لیے یہ طریقہ مجاز نہیں ہے
api-code-conflict = یہ پہلے سے موجود ہے
api-code-payload-too-large = درخواست کا مواد بہت بڑا ہے
api-code-rate-limited = بہت زیادہ درخواستیں؛ بعد میں دوبارہ کوشش کریں
api-code-server-error = سرور کی اندرونی خرابی
api-code-service-unavailable = سروس عارضی طور پر دستیاب نہیں ہے؛ بعد میں دوبارہ کوشش کریں

## Bearer tokens and capacity (every JSON API)

api-bearer-required = `Authorization: Bearer <token>` کی صورت میں ایک رسائی ٹوکن ضروری ہے؛ یہ ٹوکن موجود نہیں، خراب ہے یا منسوخ ہو چکا ہے
api-busy = ایک ساتھ بہت زیادہ سائن انز؛ تھوڑی دیر میں دوبارہ کوشش کریں

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type کی قدر id_token یا token ہونی چاہیے
api-token-type-grant = token_type کی قدر refresh_token یا token ہونی چاہیے
api-token-type-refresh = grant_type refresh_token کے لیے token_type کی قدر token ہونی چاہیے
api-client-secret-required = جب token_type کی قدر token ہو تو client_secret ضروری ہے
api-field-empty = { $field } خالی نہیں ہونا چاہیے

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = پاس ورڈ بہت لمبا ہے
api-mfa-token-invalid = mfaToken نامعلوم، استعمال شدہ یا میعاد ختم شدہ ہے: دوبارہ سائن ان کریں
api-challenge-invalid = challengeId نامعلوم، استعمال شدہ یا میعاد ختم شدہ ہے: پاس کی کے نئے اختیارات طلب کریں
api-mfa-code-or-passkey = دوسرا تصدیقی طریقہ ضروری ہے: اپنی تصدیق کنندہ ایپ کے کوڈ، کسی بازیابی کوڈ یا اپنی پاس کی کے ساتھ جواب دیں
api-mfa-passkey = دوسرا تصدیقی طریقہ ضروری ہے: اپنی پاس کی کے ساتھ جواب دیں (mfaToken کے ساتھ login/passkey)
api-client-id-required = client_id ضروری ہے
api-client-unknown = client_id نامعلوم یا غیر فعال ہے
api-redirect-uri-required = redirect_uri ضروری ہے
api-redirect-uri-unregistered = redirect_uri اس کلائنٹ کے لیے رجسٹرڈ نہیں ہے
api-state-too-long = state بہت لمبا ہے

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = ٹوکن نامعلوم، استعمال شدہ یا میعاد ختم شدہ ہے، یا اس کی جگہ نیا ٹوکن آ چکا ہے
api-session-not-found = اس آئی ڈی کے ساتھ آپ کا کوئی فعال سیشن نہیں ہے

## Native-app API: second factors and passkeys

api-authenticator-exists = ایک تصدیق کنندہ پہلے سے سیٹ اپ ہے؛ پہلے اسے ہٹائیں
api-authenticator-not-pending = کوئی تصدیق کنندہ سیٹ اپ نہیں کیا جا رہا
api-authenticator-none = کوئی تصدیق کنندہ سیٹ اپ نہیں ہے
api-factor-code-wrong = کوڈ درست نہیں ہے
api-reauthenticate-factors = اپنے دوسرے تصدیقی طریقے تبدیل کرنے کے لیے دوبارہ سائن ان کریں (اگر آپ کے پاس دوسرا تصدیقی طریقہ ہے تو اس کے ساتھ)
api-reauthenticate-passkeys = اپنی پاس کیز تبدیل کرنے کے لیے دوبارہ سائن ان کریں (اگر آپ کے پاس دوسرا تصدیقی طریقہ ہے تو اس کے ساتھ)
api-reauthenticate-sign-in = سائن ان کا طریقہ تبدیل کرنے کے لیے دوبارہ سائن ان کریں (اگر آپ کے پاس دوسرا تصدیقی طریقہ ہے تو اس کے ساتھ)
api-passkeys-unavailable = اس سرور پر پاس کیز دستیاب نہیں ہیں
api-passkey-not-found = ایسی کوئی پاس کی نہیں ہے
api-passkey-no-ceremony = کوئی پاس کی رجسٹریشن زیر التوا نہیں ہے؛ نئے اختیارات طلب کریں
api-passkey-rejected = پاس کی کی تصدیق نہیں ہو سکی
api-passkey-registered = یہ پاس کی پہلے سے رجسٹرڈ ہے
api-passkey-name-invalid = پاس کی کے نام میں 1 سے { $max } حروف ہونے چاہئیں، اور کوئی کنٹرول یا دو طرفہ فارمیٹنگ حروف نہیں
api-passkeys-too-many = { $max ->
    [one] ایک اکاؤنٹ میں زیادہ سے زیادہ { $max } پاس کی ہو سکتی ہے
   *[other] ایک اکاؤنٹ میں زیادہ سے زیادہ { $max } پاس کیز ہو سکتی ہیں
}

## Native-app API: upstream identity providers

api-upstream-unknown = اس آئی ڈی کا کوئی اپ اسٹریم فراہم کنندہ نہیں ہے
api-upstream-refused = اس فراہم کنندہ کے لیے id_token قبول نہیں کیا گیا
api-upstream-disabled = اکاؤنٹ غیر فعال ہے
api-upstream-no-email = id_token میں اکاؤنٹ بنانے کے لیے کوئی ای میل پتہ نہیں ہے
api-upstream-unverified-email = فراہم کنندہ id_token کے ای میل پتے کی ضمانت نہیں دیتا: اس پتے سے رجسٹر کریں، پھر فراہم کنندہ کو منسلک کریں
api-upstream-unreachable = فراہم کنندہ تک رسائی نہیں ہو سکی؛ بعد میں دوبارہ کوشش کریں
api-upstream-email-taken = اس پتے کے ساتھ ایک اکاؤنٹ موجود ہے: اس میں سائن ان کریں اور اکاؤنٹ کے صفحے سے فراہم کنندہ کو منسلک کریں
api-upstream-outside-domains = تنظیم کے سائن ان سے صرف اس کے تصدیق شدہ ڈومینز کے پتے سائن ان ہو سکتے ہیں
api-upstream-unconfirmed-account = اس پتے کے ساتھ ایک اکاؤنٹ موجود ہے لیکن اس کی کبھی تصدیق نہیں ہوئی: اس کی تصدیق کریں، پھر تنظیم کے ذریعے دوبارہ سائن ان کریں
api-upstream-operator-account = آپریٹر کا اکاؤنٹ اپنے پاس ورڈ اور دوسرے تصدیقی طریقے سے سائن ان کرتا ہے، کسی تنظیم کے سائن ان کے ذریعے نہیں
api-link-not-found = اکاؤنٹ اس فراہم کنندہ سے منسلک نہیں ہے

## Admin API

api-admin-key-required = ایڈمن API کے لیے `Authorization: Bearer <admin key>` ضروری ہے
api-admin-status-once = status زیادہ سے زیادہ ایک بار
api-admin-parameters-once = ہر پیرامیٹر زیادہ سے زیادہ ایک بار
api-admin-duplicate-email = اس ای میل کے ساتھ ایک صارف پہلے سے موجود ہے
api-admin-user-not-found = صارف نہیں ملا
api-admin-client-not-found = کلائنٹ نہیں ملا
api-admin-api-not-found = API نہیں ملا
api-admin-session-not-found = سیشن نہیں ملا
api-admin-delivery-not-found = ڈیلیوری نہیں ملی
api-admin-webhook-not-found = ویب ہک نہیں ملا

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = لنک اسی براؤزر میں کھولیں جس میں آپ نے سائن اپ کیا تھا: کسی اور جگہ آپ سے اکاؤنٹ کا پاس ورڈ مانگا جائے گا۔
mail-change-where = لنک اسی براؤزر میں کھولیں جس میں آپ نے تبدیلی کی درخواست کی تھی، یا جہاں آپ سائن ان ہیں: کسی اور جگہ آپ سے آپ کا پاس ورڈ مانگا جائے گا۔
mail-not-yours-english = کیا آپ نے سائن اپ نہیں کیا یا یہ درخواست نہیں کی؟ تو اس کی تصدیق نہ کریں: اس ای میل کو نظر انداز کریں، کچھ نہیں ہوگا۔
verify-password-lead = یہاں اس پتے کی تصدیق کے لیے اس اکاؤنٹ کا پاس ورڈ ٹائپ کریں جس کا یہ پتہ ہے۔ اگر آپ نے کسی ایپ میں سائن اپ کیا تھا تو اس کے بجائے ای میل میں دیا گیا کوڈ اسی ایپ میں ٹائپ کریں۔ اگر آپ نے سائن اپ نہیں کیا یا یہ درخواست نہیں کی، تو تصدیق نہ کریں: یہ صفحہ بند کر دیں۔
verify-password = اکاؤنٹ کا پاس ورڈ
verify-password-needed = اس براؤزر میں پتے کی تصدیق کے لیے اکاؤنٹ کا پاس ورڈ ٹائپ کریں۔
verify-wrong-password = یہ اکاؤنٹ کا پاس ورڈ نہیں ہے۔

## After a password reset, every other way into the account

mail-reset-done-subject = آپ کا پاس ورڈ ری سیٹ کر دیا گیا
mail-reset-done-body = آپ کے اکاؤنٹ کا پاس ورڈ ابھی ری سیٹ کیا گیا ہے، اور جو بھی آلہ سائن ان تھا وہ سائن آؤٹ ہو گیا ہے۔
mail-reset-done-still = ان کے ذریعے اب بھی آپ کے اکاؤنٹ میں سائن ان کیا جا سکتا ہے:
mail-reset-done-remove = اگر ان میں سے کوئی آپ کا نہیں ہے تو نئے پاس ورڈ سے سائن ان کریں اور اپنے اکاؤنٹ کے صفحے پر "نئے پاس ورڈ کے سوا سب ہٹائیں" منتخب کریں۔
mail-reset-done-nothing-else = اب آپ کے اکاؤنٹ میں صرف نئے پاس ورڈ سے سائن ان ہو سکتا ہے، کسی اور چیز سے نہیں۔
mail-reset-done-factor-not-yours = اگر سائن ان کے وقت آپ سے کوئی ایسا دوسرا تصدیقی طریقہ مانگا جائے جو آپ کے پاس نہیں ہے، تو وہ آپ کا نہیں ہے: اسے ہٹانے کے لیے اس سروس کی سپورٹ سے رابطہ کریں۔
mail-reset-done-not-you = اگر آپ نے اپنا پاس ورڈ ری سیٹ نہیں کیا تو کوئی آپ کی ای میل پڑھ سکتا ہے: پہلے اپنا میل باکس محفوظ کریں، پھر دوبارہ نیا پاس ورڈ سیٹ کریں۔
ways-in-passkey = پاس کی "{ $name }"
ways-in-authenticator = ایک تصدیق کنندہ ایپ
ways-in-recovery-codes = { $count ->
    [one] { $count } غیر استعمال شدہ بازیابی کوڈ
   *[other] { $count } غیر استعمال شدہ بازیابی کوڈز
}
ways-in-link = { $provider } کے ساتھ سائن ان
ways-in-sessions = { $count ->
    [one] { $count } دوسرا آلہ سائن ان ہے (نیچے درج)
   *[other] { $count } دوسرے آلات سائن ان ہیں (نیچے درج)
}
account-review-heading = آپ کا پاس ورڈ ری سیٹ کر دیا گیا
account-review-lead = آپ کا پاس ورڈ { $date } کو ری سیٹ کیا گیا۔ ان کے ذریعے اب بھی آپ کے اکاؤنٹ میں سائن ان کیا جا سکتا ہے:
account-review-explain = اگر ان میں سے کوئی آپ کا نہیں ہے تو سب کو ہٹا دیں: پھر صرف آپ کے نئے پاس ورڈ سے سائن ان ہو سکے گا، اور باقی ہر آلہ سائن آؤٹ ہو جائے گا۔ بعد میں آپ دوبارہ پاس کی یا تصدیق کنندہ ایپ شامل کر سکتے ہیں۔
account-review-remove = نئے پاس ورڈ کے سوا سب ہٹائیں
account-review-keep = یہ سب میرے ہیں
account-review-gone = اب جائزہ لینے کے لیے کچھ نہیں ہے۔
account-review-removed = آپ کے نئے پاس ورڈ کے سوا سب کچھ ہٹا دیا گیا، اور باقی ہر آلہ سائن آؤٹ ہو گیا ہے۔
account-review-kept = نوٹ کر لیا گیا: سب کچھ جوں کا توں رہے گا۔

## The second step locked after wrong codes

mail-factor-locked-subject = کسی نے آپ کے دوسرے تصدیقی طریقے کو توڑنے کی کوشش کی
mail-factor-locked-body = { $minutes ->
    [one] کسی نے آپ کا پاس ورڈ درج کیا، پھر دوسرے تصدیقی طریقے کے پانچ غلط کوڈز درج کیے۔ آپ کے اکاؤنٹ میں سائن ان { $minutes } منٹ کے لیے روک دیا گیا ہے۔
   *[other] کسی نے آپ کا پاس ورڈ درج کیا، پھر دوسرے تصدیقی طریقے کے پانچ غلط کوڈز درج کیے۔ آپ کے اکاؤنٹ میں سائن ان { $minutes } منٹ کے لیے روک دیا گیا ہے۔
}
mail-factor-locked-not-you = اگر یہ آپ نے نہیں کیا تھا تو کوئی آپ کا پاس ورڈ جانتا ہے: ابھی نیا پاس ورڈ سیٹ کریں۔
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = کنسول کردار کے لیے تصدیق شدہ پتہ ضروری ہے: صارف کو پہلے اپنے پتے کی تصدیق کرنی ہوگی
console-gate-unverified = کنسول صرف ان آپریٹرز کے لیے کھلتا ہے جن کے پتے کی تصدیق ہو چکی ہو۔ تصدیقی ای میل کے لنک سے اپنے پتے کی تصدیق کریں، پھر کنسول دوبارہ کھولیں۔
console-gate-idle-lead = دوبارہ، کنسول کھولنے کے لیے
console-gate-idle = کنسول { $minutes } منٹ تک استعمال نہیں ہوا، اس لیے یہ آپ سے دوبارہ سائن ان کرنے کو کہتا ہے۔ آپ اپنے اکاؤنٹ میں سائن ان رہیں گے۔
console-webhook-url-once = اس کا URL، جو صرف ابھی پورا دکھایا جا رہا ہے (فہرست "?" کے بعد والا حصہ چھپاتی ہے، جہاں کوئی ٹوکن ہو سکتا ہے):
console-webhook-query-hidden = اینڈ پوائنٹ کے URL میں "?" کے بعد والا حصہ چھپا ہوا ہے: اس میں وصول کنندہ کا ٹوکن ہو سکتا ہے۔
## Signing in with a code mailed to the address (no password)

page-login-email-code = مجھے کوڈ ای میل کریں
page-code-ask-title = کوڈ کے ساتھ سائن ان کریں
page-code-ask-lead = اپنا ای میل پتہ ٹائپ کریں: ہم آپ کو سائن ان کرنے کے لیے ایک کوڈ ای میل کریں گے، پاس ورڈ کی ضرورت نہیں۔
page-code-ask-button = مجھے کوڈ ای میل کریں
page-code-invalid-email = پورا ای میل پتہ ٹائپ کریں، جیسے name@example.com۔
page-code-not-allowed = یہ ایپ آپ کا پاس ورڈ یا پاس کی مانگتی ہے: یہاں ای میل کیے گئے کوڈ سے سائن ان کی سہولت نہیں ہے۔
page-code-title = اپنی ای میل دیکھیں
page-code-lead = { $minutes ->
    [one] { $email } پر ایک ای میل بھیجی جا رہی ہے۔ اس میں موجود چھ ہندسوں کا کوڈ ٹائپ کریں: یہ { $minutes } منٹ تک، ایک بار کام کرتا ہے۔
   *[other] { $email } پر ایک ای میل بھیجی جا رہی ہے۔ اس میں موجود چھ ہندسوں کا کوڈ ٹائپ کریں: یہ { $minutes } منٹ تک، ایک بار کام کرتا ہے۔
}
page-code-field = سائن ان کوڈ
page-code-name = آپ کا نام، اگر آپ یہاں نئے ہیں
page-code-button = سائن ان کریں
page-code-again = نیا کوڈ بھیجیں
page-code-wrong = وہ کوڈ درست نہیں ہے، یا اس کی میعاد ختم ہو گئی ہے۔ تازہ ترین ای میل دیکھیں، یا نیا کوڈ طلب کریں۔
page-code-link-title = سائن ان کریں
page-code-link-lead = اس براؤزر میں اپنے اکاؤنٹ میں سائن ان کریں۔
page-code-link-button = مجھے سائن ان کریں
page-code-link-elsewhere-title = یہ کوڈ وہاں ٹائپ کریں جہاں آپ نے درخواست کی تھی
page-code-link-elsewhere = یہ لنک اس براؤزر یا ایپ کے علاوہ کسی اور میں کھولا گیا ہے جس نے اس کی درخواست کی تھی۔ یہ کوڈ وہاں ٹائپ کریں:
page-code-link-ended-title = اس لنک کی میعاد ختم ہو گئی
page-code-link-ended = یہ لنک استعمال ہو چکا ہے، اس کی جگہ نیا لنک آ گیا ہے، یا یہ بہت پرانا ہے۔ جہاں آپ سائن ان کرتے ہیں وہاں نیا کوڈ طلب کریں۔
api-sign-in-code-refused = کوڈ غلط، استعمال شدہ، تبدیل شدہ یا میعاد ختم شدہ ہے: نیا کوڈ طلب کریں
api-login-code-or-password = پاس ورڈ یا کوڈ بھیجیں، دونوں نہیں
api-code-code-sent = سائن ان کوڈ والی ای میل بھیجی جا رہی ہے؛ کوڈ چند منٹ تک، ایک بار کام کرتا ہے
api-code-sign-in-code-not-allowed = یہاں ای میل کیے گئے کوڈ سے سائن ان کی سہولت نہیں ہے: اپنا پاس ورڈ یا پاس کی استعمال کریں

## Mail: a sign-in code

mail-code-subject = آپ کا سائن ان کوڈ
mail-code-asked = کسی نے اس پتے سے سائن ان کرنے کی درخواست کی ہے۔ ٹائپ کرنے کا کوڈ یہ ہے:
mail-code-minutes = { $minutes ->
    [one] یہ کوڈ اور نیچے دیا گیا لنک { $minutes } منٹ تک اور صرف ایک بار کام کرتے ہیں؛ نئی درخواست ان کی جگہ لے لیتی ہے۔
   *[other] یہ کوڈ اور نیچے دیا گیا لنک { $minutes } منٹ تک اور صرف ایک بار کام کرتے ہیں؛ نئی درخواست ان کی جگہ لے لیتی ہے۔
}
mail-code-new-account = ابھی کوئی اکاؤنٹ یہ پتہ استعمال نہیں کرتا: کوڈ سے سائن ان کرنے پر ایک نیا اکاؤنٹ بن جائے گا۔
mail-code-button = مجھے سائن ان کریں
mail-code-not-you = اگر یہ آپ نے نہیں کیا تھا تو اس ای میل کو نظر انداز کریں: کوڈ کے بغیر کوئی سائن ان نہیں کر سکتا۔

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = اس پتے سے سائن ان
mail-no-account-body = کسی نے اس پتے سے سائن ان کرنے کے لیے کوڈ کی درخواست کی، لیکن یہاں کوئی اکاؤنٹ یہ پتہ استعمال نہیں کرتا۔
mail-no-account-not-you = اگر یہ آپ نے نہیں کیا تھا تو اس ای میل کو نظر انداز کریں: کچھ تبدیل نہیں ہوا۔

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = صارفین ای میل کیے گئے کوڈ سے سائن ان کر سکتے ہیں
api-name-invalid = نام بہت لمبا ہے یا اس میں کنٹرول حروف ہیں
