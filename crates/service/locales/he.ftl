# Hebrew: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = שפה

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = כתובת האימייל או הסיסמה שגויים. אפשר להתחבר לחשבון חדש רק אחרי שהכתובת שלו אושרה: הקישור נמצא באימייל ששלחנו אליכם.
error-throttled = יותר מדי ניסיונות כושלים. המתינו כמה דקות ונסו שוב.
error-busy = יותר מדי אנשים מתחברים כרגע. נסו שוב בעוד רגע.
error-missing-fields = הזינו את כתובת האימייל והסיסמה שלכם.
error-expired-form = תוקף הטופס פג. התחברו שוב.
error-second-factor-in-app = החשבון הזה מוגן באמצעות גורם אימות שני. קודם התחברו בדף החשבון שלכם (שם תתבקשו להזין את הקוד), ואז חזרו לכאן.
error-wrong-second-factor = הקוד שגוי, כבר נעשה בו שימוש או שהוזן מאוחר מדי. התחברו שוב.
error-passkey-refused = לא ניתן היה להשתמש במפתח הגישה הזה, או שהניסיון נמשך זמן רב מדי. נסו שוב או התחברו באמצעות הסיסמה.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = יותר מדי בקשות. המתינו כמה דקות ונסו שוב.
error-expired-form-again = תוקף הטופס פג. נסו שוב.

## Error pages (a heading and a paragraph)

error-bad-link-title = הקישור לא תקף
error-bad-link-text = הקישור הזה כבר לא תקף: כבר נעשה בו שימוש, תוקפו פג או שקישור חדש יותר החליף אותו. בקשו קישור חדש.

error-form-title = ההתחברות נכשלה
error-form-too-large = הטופס גדול מדי.
error-form-unreadable = לא ניתן היה לקרוא את הטופס. חזרו אחורה ונסו שוב.
error-cross-site-title = הבקשה נדחתה
error-cross-site-text = הטופס הזה נשלח מאתר אחר. פתחו שוב את דף ההתחברות ושלחו את הטופס משם.

error-unavailable-title = נסו שוב בעוד רגע
error-unavailable-text = שירות ההתחברות עמוס או לא זמין. נסו שוב בעוד רגע.
error-failed-title = משהו השתבש
error-failed-text = לא ניתן היה להשלים את ההתחברות. נסו שוב.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = לדעת מי אתם
scope-email = לראות את כתובת האימייל שלכם
scope-profile = לראות את הפרופיל שלכם: שם, תמונה, מספר טלפון ומדינה
scope-authorization = לראות את הפרופיל שלכם ואת ההפעלות שבהן אתם מחוברים
scope-organizations = לראות את הארגונים שאתם חברים בהם ואת התפקידים שלכם בהם
scope-api = להשתמש ב-{ $api } בשמכם

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: הזינו את הקוד שמוצג באפליקציית האימות או קוד שחזור, או השתמשו במפתח הגישה שלכם.
page-second-step-passkey = { $purpose }: השתמשו במפתח הגישה שלכם.
page-second-step-code = { $purpose }: הזינו את הקוד שמוצג באפליקציית האימות, או אחד מקודי השחזור שלכם.
page-second-step-use-passkey = שימוש במפתח הגישה

## Login page

page-login-title = התחברות
page-login-email = אימייל
page-login-password = סיסמה
page-login-button = התחברות
page-login-with-provider = התחברות באמצעות { $provider }
page-login-passkey = התחברות באמצעות מפתח גישה
page-login-forgot = שכחתם את הסיסמה?
page-login-organization = התחברות דרך הארגון שלכם
page-organization-title = התחברות דרך הארגון שלכם
page-organization-lead = הזינו את כתובת האימייל שלכם בעבודה או את מזהה הארגון כדי להמשיך להתחברות של הארגון.
page-organization-field = אימייל בעבודה או מזהה ארגון
page-organization-button = המשך
page-organization-unknown = אין ארגון שמתחברים דרכו עם הכתובת או המזהה האלה. בדקו אותם, או התחברו עם כתובת האימייל והסיסמה שלכם.
login-sso-required = ההתחברות שלכם מתבצעת דרך הארגון: השתמשו בהתחברות של הארגון שלכם.
login-sso-required-named = ההתחברות שלכם מתבצעת דרך { $organization }: השתמשו בהתחברות שלו למטה.
page-login-new-here = חדשים כאן?
page-login-create-account = יצירת חשבון

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = חיבור מכשיר
page-device-code-lead = הזינו את הקוד שמוצג בטלוויזיה, בקונסולת המשחקים או במכשיר האחר.
page-device-code-label = קוד
page-device-code-button = המשך
page-device-confirm-heading = לחבר את { $client }?
page-device-confirm-lead = מכשיר שמציג את הקוד { $code } מבקש להשתמש בחשבון שלכם { $email }. אשרו רק אם התחלתם את התהליך הזה בעצמכם באותו מכשיר.
page-device-confirm-able = האפליקציה תוכל:
page-device-confirm-deny = דחייה
page-device-confirm-allow = אישור

## Account page

page-account-title = החשבון שלכם
page-account-signed-in-as = החשבון המחובר: { $email }
page-account-signed-in-as-unconfirmed = החשבון המחובר: { $email } (הכתובת עדיין לא אושרה: עיינו באימייל ששלחנו)
page-account-sessions-heading = איפה אתם מחוברים
page-account-session-app = אפליקציה { $package }
page-account-this-browser = הדפדפן הזה
page-account-sign-out-session = התנתקות
page-account-sign-out-others = התנתקות מכל שאר המקומות
page-account-profile-heading = פרופיל
page-account-profile-save = שמירת הפרופיל
page-account-password-heading = סיסמה
page-account-current-password = הסיסמה הנוכחית
page-account-new-password = סיסמה חדשה (10 תווים לפחות)
page-account-password-change = שינוי הסיסמה
page-account-email-heading = כתובת אימייל
page-account-email-explain = קישור יישלח לכתובת החדשה, והחשבון יעבור אליה כשתשתמשו בו. עד אז תתחברו עם הכתובת הנוכחית.
page-account-new-email = כתובת אימייל חדשה
page-account-email-password = סיסמה
page-account-email-change = שינוי כתובת האימייל
page-account-data-heading = הנתונים שלכם
page-account-data-explain = כל מה שהשירות הזה שומר על החשבון שלכם (פרופיל, הפעלות עם המכשירים והמקומות שלהן, ספקים מקושרים, גורמי אימות שניים ואירועי האבטחה שנוגעים לכם), בקובץ JSON אחד. הקובץ לא כולל סיסמה או סודות.
page-account-data-download = הורדת הנתונים שלכם
page-account-delete-heading = מחיקת החשבון
page-account-delete-explain = הפעולה מוחקת את הפרופיל, ההפעלות, גורמי האימות השניים והספקים המקושרים, ומנתקת אתכם בכל המקומות.
page-account-delete-link = מחיקת החשבון

## Sign-out confirmation

page-logout-title = התנתקות
page-logout-question = להתנתק מהחשבון בדפדפן הזה?
page-logout-button = התנתקות

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = הזינו סיסמה.
rule-password-too-short = הסיסמה צריכה לכלול לפחות { $min } תווים.
rule-password-too-long = הסיסמה יכולה לכלול עד { $max } תווים.
rule-password-is-email = הסיסמה לא יכולה להיות כתובת האימייל.
rule-password-refused = אי אפשר להשתמש בסיסמה הזו. בחרו סיסמה אחרת.
rule-email-invalid = הזינו כתובת אימייל שיכולה לקבל הודעות, למשל name@example.com.
rule-email-same = זו כבר הכתובת של החשבון.
rule-field-invalid = אחד השדות ארוך מדי או מכיל תווים אסורים.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = שם הלקוח צריך לכלול בין 1 ל-200 תווים
rule-client-name-characters = שם הלקוח לא יכול לכלול תווי בקרה או תווי עיצוב דו-כיווניים
rule-resource-server-confidential = שרת משאבים חייב להיות לקוח חסוי
rule-client-credentials-confidential = client_credentials דורש לקוח חסוי
rule-public-client-secret = ללקוח ציבורי אין סוד
rule-shared-signals-confidential = מקלט Shared Signals חייב להיות לקוח חסוי
rule-organization-for-receivers = רק מקלט Shared Signals משויך לארגון
rule-profile-field-length = שדות הפרופיל מוגבלים ל-{ $max } תווים
rule-profile-field-characters = שדות הפרופיל לא יכולים לכלול תווי בקרה או תווי עיצוב דו-כיווניים
rule-unknown-event-type = סוג אירוע לא מוכר "{ $name }"; הסוגים המוכרים: { $known }
rule-no-event-type = יש לציין לפחות סוג אירוע אחד
rule-secret-prefix = הסוד חייב להתחיל ב-whsec_
rule-secret-encoding = הסוד חייב להיות whsec_ ואחריו base64
rule-secret-length = הסוד חייב להיות באורך של 24 עד 64 בתים
rule-delivery-status = הערך של status חייב להיות pending, delivered או failed
rule-not-a-timestamp = { $name } חייב להיות חותמת זמן בפורמט RFC 3339
rule-not-a-user-id = הערך של user חייב להיות מזהה משתמש
rule-not-an-email = הערך של email חייב להיות כתובת אימייל
rule-unknown-audit-type = סוג אירוע לא מוכר
rule-unknown-cursor = ה-cursor הזה לא הונפק על ידי ה-API הזה
rule-page-size = הערך של limit חייב להיות בין 1 ל-500
rule-no-scope = נדרש לפחות היקף הרשאה אחד
rule-undefined-scopes = ה-API מגדיר רק את היקפי ההרשאה האלה: { $scopes }
rule-role-name = התפקיד חייב להיות admin, support, viewer או none
rule-already-verified = הכתובת כבר אומתה

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = כדי להמשיך אל { $client }
login-failed-title = ההתחברות נכשלה
login-malformed-link = קישור ההתחברות פגום.
login-request-missing-client = הבקשה לא מציינת אפליקציה.
login-request-unknown-client = האפליקציה הזו לא רשומה, או שהיא הושבתה.
login-request-missing-redirect-uri = הבקשה לא מציינת לאן לחזור (redirect_uri).
login-request-unregistered-redirect-uri = ה-redirect_uri לא רשום עבור האפליקציה הזו.
login-request-state-too-long = הפרמטר state ארוך מדי.
login-request-invalid = בקשת ההתחברות לא תקינה.

## Signing out of the browser.

login-signout-failed-title = ההתנתקות נכשלה
login-signout-malformed-link = קישור ההתנתקות פגום.
login-signed-out-title = התנתקתם
login-signed-out-text = התנתקתם בדפדפן הזה.

## The second step after a password, and an app that needs one.

second-step-title = התחברות דו-שלבית
second-step-code-label = קוד
second-step-continue = המשך
second-step-enrol-title = הגדרת גורם אימות שני
second-step-enrol-text = כדי להשתמש ב-{ $client } נדרשת התחברות דו-שלבית. הגדירו אפליקציית אימות או מפתח גישה בדף החשבון שלכם, ואז התחברו שוב אל { $client }.
second-step-enrol-link = פתיחת דף החשבון

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = אפליקציית אימות
second-step-app-on = { $count ->
    [one] אפליקציית אימות מוגדרת; נותר קוד שחזור אחד שלא נוצל.
    [two] אפליקציית אימות מוגדרת; נותרו שני קודי שחזור שלא נוצלו.
    [many] אפליקציית אימות מוגדרת; נותרו { $count } קודי שחזור שלא נוצלו.
   *[other] אפליקציית אימות מוגדרת; נותרו { $count } קודי שחזור שלא נוצלו.
}
second-step-app-remove = הסרת אפליקציית האימות
second-step-app-intro = קודים מאפליקציה כמו Google Authenticator או 1Password, שתתבקשו להזין אחרי הסיסמה.
second-step-app-set-up = הגדרת אפליקציית אימות
second-step-app-qr-label = קוד QR לאפליקציית האימות שלכם
second-step-app-setup-title = הגדרת אפליקציית אימות
second-step-app-setup-lead = סרקו את הקוד באפליקציית האימות, ואז הזינו את שש הספרות שהיא מציגה.
second-step-app-setup-key = או הקלידו את המפתח הזה באפליקציה:
second-step-app-code-label = קוד מהאפליקציה
second-step-app-turn-on = הפעלה
second-step-app-cancel = ביטול
second-step-recovery-title = שמרו את קודי השחזור
second-step-recovery-lead = אפליקציית האימות פועלת. אם הטלפון שלכם יאבד, כל אחד מהקודים האלה יאפשר לכם להתחבר פעם אחת. שמרו אותם במקום בטוח: הם לא יוצגו שוב.
second-step-recovery-back = חזרה לחשבון

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = התחברות באמצעות מפתח גישה
passkey-not-used = לא נעשה שימוש במפתח גישה. נסו שוב או השתמשו בסיסמה.
passkey-section-heading = מפתחות גישה
passkey-section-intro = מפתח גישה מאפשר לכם להתחבר עם טביעת אצבע, זיהוי פנים או נעילת המסך במקום סיסמה.
passkey-rename-label = שם חדש
passkey-rename-button = שינוי שם
passkey-remove-button = הסרה
passkey-new-name-label = שם למפתח הגישה החדש
passkey-new-name-placeholder = המחשב הנייד הזה
passkey-add-button = הוספת מפתח גישה
passkey-already-registered = מפתח הגישה הזה כבר רשום.
passkey-not-added = לא נוסף מפתח גישה. נסו שוב.

## The consent screen.

consent-heading = לאפשר ל-{ $client } להשתמש בחשבון שלכם?
consent-lead = התחברתם בתור { $account }. האפליקציה { $client } פותחה על ידי גורם אחר, והיא מבקשת:
consent-revoke-note = תוכלו לבטל את הגישה שלה בכל עת בדף החשבון שלכם.
consent-deny = דחייה
consent-allow = אישור
consent-title = לתת גישה ל-{ $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = כדי לחבר מכשיר לחשבון שלכם
device-code-unknown = הקוד הזה שגוי, פג תוקפו או שכבר נעשה בו שימוש. בדקו את הקוד במכשיר ונסו שוב.
device-code-throttled = יותר מדי קודים שגויים. המתינו כמה דקות ונסו שוב.
device-code-form-expired = תוקף הטופס פג. הזינו את הקוד שוב.
device-connected-title = המכשיר חובר
device-connected-text = האפליקציה { $client } מחוברת עכשיו לחשבון שלכם. אפשר לחזור למכשיר.
device-denied-title = הבקשה נדחתה
device-denied-text = האפליקציה { $client } לא חוברה. אפשר לסגור את הדף הזה.
device-two-factors-title = נדרשת התחברות דו-שלבית
device-two-factors-text = כדי להשתמש ב-{ $client } נדרשת התחברות דו-שלבית. בדף החשבון שלכם, התחברו עם גורם האימות השני (או הגדירו אחד), ואז הזינו כאן את הקוד שוב.
device-two-factors-link = פתיחת דף החשבון

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = הקישור לספק נכשל
upstream-link-from-account-page = קשרו ספק באמצעות הלחצן שלו בדף החשבון שלכם.
upstream-link-expired = תוקף הדף פג. חזרו לדף החשבון, רעננו אותו ונסו שוב.
upstream-unknown-provider = ספק ההתחברות הזה לא קיים.
upstream-bad-state = ההתחברות הזו כבר נוצלה, פג תוקפה או שהתחילה בדפדפן אחר. חזרו לאפליקציה והתחברו שוב.
upstream-denied = הספק לא אישר את ההתחברות שלכם. חזרו לאפליקציה ונסו שוב.
upstream-refused = לא ניתן היה לקבל את התשובה של הספק. חזרו לאפליקציה והתחברו שוב.
upstream-unavailable = לא ניתן היה ליצור קשר עם ספק ההתחברות. נסו שוב בעוד רגע, או התחברו בדרך אחרת.
upstream-email-taken = כבר קיים חשבון עם כתובת האימייל הזו. התחברו אליו עם הסיסמה או מפתח הגישה שלו, ואז קשרו את הספק הזה בדף החשבון.
upstream-outside-domains = דרך ההתחברות של הארגון שלכם אפשר להתחבר רק עם כתובות מהדומיינים המאומתים של הארגון עצמו.
upstream-unconfirmed-account = קיים חשבון עם כתובת האימייל הזו, אבל הכתובת שלו אף פעם לא אושרה. אשרו אותה (או אפסו את הסיסמה של החשבון), ואז התחברו שוב דרך הארגון שלכם.
upstream-operator-account = לחשבון הזה יש תפקיד במסוף המפעילים: הוא מתחבר עם הסיסמה וגורם האימות השני שלו, ולא דרך ההתחברות של ארגון.
upstream-registration-closed = החשבון הזה לא מוכר כאן, ולא ניתן לפתוח חשבונות חדשים. בקשו חשבון ממפעיל השירות.
upstream-no-email = הספק לא שיתף כתובת אימייל, ובלעדיה אי אפשר ליצור חשבון חדש.
upstream-unverified-email = הספק לא אישר שכתובת האימייל הזו שייכת לכם, ולכן אי אפשר ליצור איתה חשבון. צרו חשבון עם כתובת האימייל שלכם, ואז קשרו את הספק בדף החשבון.
upstream-linked-elsewhere = ההתחברות הזו כבר מקושרת לחשבון אחר.
upstream-already-linked = החשבון שלכם כבר מקושר לספק הזה, דרך התחברות אחרת. קודם בטלו את הקישור הזה.
upstream-disabled = החשבון הזה מושבת.
upstream-reauthenticate = התחברו שוב בדף החשבון שלכם, ואז קשרו את הספק.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = יצירת חשבון
signup-lead = נשלח אליכם אימייל כדי לאשר את הכתובת.
signup-email = אימייל
signup-password = סיסמה (10 תווים לפחות)
signup-name = שם (לא חובה)
signup-button = יצירת חשבון
signup-closed-title = ההרשמה סגורה
signup-closed-text = חשבונות חדשים נוצרים על ידי מפעיל השירות הזה. בקשו ממנו חשבון.
signup-sent-title = בדקו את תיבת האימייל
signup-sent-text = שלחנו אימייל לאישור הכתובת. פתחו את הקישור שבו; אפשר כבר להתחבר.
signup-sent-continue-text = שלחנו אימייל לאישור הכתובת. אפשר להתחבר ולהמשיך כבר עכשיו.
signup-sent-continue = התחברות והמשך

## Address confirmation page (opened from the mailed link)

verify-title = אישור כתובת האימייל
verify-lead = אשרו שכתובת האימייל הזו שייכת לכם, כדי שהחשבון יוכל להשתמש בה. אם לא יצרתם כאן חשבון ולא שיניתם כאן את כתובת החשבון, אל תאשרו: סגרו את הדף.
verify-button = אישור הכתובת שלי
verify-done-title = כתובת האימייל אושרה
verify-done-text = תודה: כתובת האימייל שלכם אושרה. אפשר לסגור את הדף הזה.

## Password reset request page

forgot-title = שכחתם את הסיסמה?
forgot-lead = הזינו את כתובת האימייל שלכם. אם יש חשבון עם הכתובת הזו, נשלח אליכם קישור להגדרת סיסמה חדשה.
forgot-email = אימייל
forgot-button = שליחת הקישור
forgot-sent-title = בדקו את תיבת האימייל
forgot-sent-text = אם יש חשבון עם הכתובת הזו, אימייל עם קישור להגדרת סיסמה חדשה כבר בדרך אליה. הקישור תקף למשך 30 דקות.

## New password page (opened from the mailed link)

reset-title = הגדרת סיסמה חדשה
reset-lead = בחרו סיסמה באורך 10 עד 256 תווים. כל המכשירים שמחוברים לחשבון שלכם ינותקו.
reset-password = סיסמה חדשה
reset-button = הגדרת הסיסמה
reset-done-title = הסיסמה הוגדרה
reset-done-text = הסיסמה החדשה הוגדרה, וכל המכשירים שהיו מחוברים נותקו. התחברו שוב עם הסיסמה החדשה.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = הפרופיל שלכם נשמר.
account-password-changed = הסיסמה שלכם שונתה; כל שאר המכשירים נותקו.
account-email-requested = אם אפשר להשתמש בכתובת הזו, קישור לאישור הכתובת כבר בדרך אליה: הכתובת שלכם תשתנה כשתשתמשו בו.
account-session-signed-out = ההפעלה הזו נותקה.
account-others-signed-out = כל שאר ההפעלות נותקו.
account-console-needs-factor = מסוף המפעילים דורש גורם אימות שני: הוסיפו אפליקציית אימות או מפתח גישה למטה, ואז התחברו שוב באמצעותם.
account-form-expired = תוקף הטופס פג. נסו שוב.
account-login-lead = כדי לראות ולשנות את החשבון שלכם
account-sign-in-again-lead = מחדש כדי לשנות את אופן ההתחברות
account-sign-in-again = למען האבטחה שלכם, התחברו מחדש (עם גורם האימות השני, אם יש לכם) לפני שתוסיפו או תסירו דרך התחברות.
account-second-step-purpose = כדי לפתוח את החשבון שלכם
account-profile-name = שם
account-profile-mobile = מספר נייד
account-profile-picture = כתובת URL של תמונה
account-profile-country-code = קוד מדינה
account-profile-country = מדינה
account-profile-city = עיר
account-profile-postal-code = מיקוד
account-session-unknown-device = מכשיר לא ידוע
account-session-unknown-app = אפליקציה לא ידועה
account-session-when = התחברות: { $since } · פעילות אחרונה: { $active }
account-provider-not-linked = הספק הזה לא מקושר לחשבון שלכם.
account-last-sign-in-method = זו הדרך היחידה להתחבר לחשבון שלכם. קודם הוסיפו מפתח גישה או הגדירו סיסמה (שכחתם את הסיסמה?).
account-session-gone = ההפעלה הזו כבר לא מחוברת.
account-wrong-password = הסיסמה הנוכחית שגויה.
account-too-many-passwords = יותר מדי סיסמאות שגויות. המתינו כמה דקות ונסו שוב.
account-unknown-action = הדף הזה לא מבצע את הפעולה הזו.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = אפליקציית האימות הוסרה.
factors-passkey-added = מפתח הגישה נוסף: מעכשיו אפשר להתחבר באמצעותו.
factors-passkey-renamed = שם מפתח הגישה שונה.
factors-passkey-removed = מפתח הגישה הוסר.
factors-passkey-added-on = נוסף ב-{ $date }
factors-passkey-last-used = שימוש אחרון ב-{ $date }
factors-passkey-synced = מסונכרן
factors-wrong-code = הקוד שגוי. בדקו את השעון של האפליקציה והזינו את הקוד שהיא מציגה עכשיו.
factors-too-many-codes = יותר מדי קודים שגויים. המתינו כמה דקות ונסו שוב.
factors-totp-already = כבר מוגדרת אפליקציית אימות.
factors-totp-nothing-pending = לא מתבצעת כרגע הגדרה של אפליקציית אימות. התחילו מחדש.
factors-totp-not-set-up = לא מוגדרת אפליקציית אימות.
factors-passkey-registered = מפתח הגישה הזה כבר רשום.
factors-passkey-too-many = בחשבון שלכם כבר יש את המספר המרבי של מפתחות גישה: קודם הסירו אחד.
factors-passkey-too-many-attempts = יותר מדי ניסיונות. המתינו כמה דקות ונסו שוב.
factors-passkey-name-length = שם של מפתח גישה צריך לכלול בין 1 ל-64 תווים.
factors-passkey-not-yours = מפתח הגישה הזה כבר לא שייך לכם.
factors-passkey-not-added = לא ניתן היה להוסיף את מפתח הגישה, או שהפעולה נמשכה זמן רב מדי. נסו שוב.
factors-page-expired = תוקף הדף פג; רעננו אותו.
factors-sign-in-again = התחברו שוב.
factors-passkeys-unavailable = מפתחות גישה לא זמינים בשרת הזה.
factors-sign-in-to-add = התחברו שוב כדי להוסיף מפתח גישה.

## The account page's sign-in providers (another account that signs the user in).

links-heading = התחברות עם חשבון אחר
links-linked = הספק קושר: מעכשיו אפשר להתחבר דרכו לחשבון הזה.
links-unlinked = הקישור לספק בוטל.
links-linked-on = קושר ב-{ $date }
links-unlink = ביטול הקישור
links-link = קישור { $provider }

## The account page's third-party apps the user allowed.

apps-heading = אפליקציות עם גישה
apps-allowed-on = אושרה ב-{ $date }
apps-remove = הסרת הגישה
apps-removed = הגישה של האפליקציה הוסרה, והיא נותקה.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = מחיקת החשבון
delete-explain-lead = אתם יכולים למחוק בעצמכם את החשבון ואת כל המידע שנשמר עליו.
delete-explain-sign-in = התחברו: עם הסיסמה, עם מפתח גישה או עם הספק שדרכו נרשמתם ("התחברות באמצעות …").
delete-explain-confirm = אשרו שיש למחוק את החשבון.
delete-explain-what = מה נמחק: הפרופיל שלכם (שם, כתובת אימייל, מספר טלפון, תמונה, מקום), הסיסמה, כל ההפעלות והמכשירים והמקומות שנרשמו איתן, גורמי אימות שניים, מפתחות גישה, ספקי התחברות מקושרים וכל האסימונים שהונפקו לאפליקציות. כל המכשירים ינותקו. יומן האבטחה שומר את הרשומות שנוגעות לכם תחת שם אקראי, בלי כתובות IP, למשך { $days ->
        [one] יום אחד
        [two] יומיים
        [many] { $days } ימים
       *[other] { $days } ימים
    } לכל היותר.
delete-explain-now = מתי: מיד. אישור יישלח לכתובת האימייל שלכם.
delete-explain-later = מתי: { $days ->
        [one] יום אחד
        [two] יומיים
        [many] { $days } ימים
       *[other] { $days } ימים
    } אחרי הבקשה; התחברות לפני כן תשמור על החשבון. אישור יישלח לכתובת האימייל שלכם.
delete-explain-apps = אפשר למחוק את החשבון גם מתוך ההגדרות של אפליקציות.
delete-explain-link = התחברות ומחיקת החשבון
delete-login-lead = כדי למחוק את החשבון שלכם
delete-confirm-what = הפעולה מוחקת את הפרופיל, ההפעלות, גורמי האימות השניים, מפתחות הגישה והספקים המקושרים, ומנתקת אתכם בכל המכשירים.
delete-confirm-later = החשבון יימחק בעוד { $days ->
        [one] יום אחד
        [two] יומיים
        [many] { $days } ימים
       *[other] { $days } ימים
    }; התחברות לפני כן תשמור עליו.
delete-confirm-now = אי אפשר לבטל את הפעולה הזו.
delete-confirm-check = מחיקת החשבון שלי וכל המידע שנשמר עליו
delete-confirm-button = מחיקת החשבון שלי
delete-confirm-keep = שמירת החשבון שלי
delete-done-title = החשבון נמחק
delete-done = החשבון שלכם וכל המידע שנשמר עליו נמחקו. אישור בדרך לכתובת האימייל שלכם.
delete-scheduled-title = מחיקת החשבון תוזמנה
delete-scheduled = כל ההפעלות הסתיימו. החשבון שלכם יימחק ב-{ $date }; התחברו לפני כן כדי לשמור עליו.

## The account page's language (stored: the language of the user's mails).

account-language-heading = שפה
account-language-help = השפה של דפי החשבון הזה ושל הודעות האימייל שנשלחות אליו.
account-language-save = שמירת השפה
account-language-saved = השפה שלכם נשמרה.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · מסוף
console-nav-signed-in = מסוף · החשבון המחובר: { $email } ({ $role })
console-nav-your-account = החשבון שלכם
console-nav-label = מסוף
console-nav-overview = סקירה כללית
console-nav-users = משתמשים
console-nav-organizations = ארגונים
console-nav-clients = לקוחות
console-nav-apis = ממשקי API
console-nav-webhooks = Webhooks
console-nav-audit = יומן ביקורת
console-nav-keys = מפתחות
console-nav-settings = הגדרות

console-frame-role-admin = מנהל
console-frame-role-support = תמיכה
console-frame-role-viewer = צופה
console-frame-role-none = ללא
console-frame-table-empty = { $caption }: אין.
console-frame-age-days = { $count ->
    [one] יום אחד
    [two] יומיים
    [many] { $count } ימים
   *[other] { $count } ימים
}
console-frame-age-hours = { $count ->
    [one] שעה אחת
    [two] שעתיים
    [many] { $count } שעות
   *[other] { $count } שעות
}
console-frame-age-minutes = { $count ->
    [one] דקה אחת
    [two] שתי דקות
    [many] { $count } דקות
   *[other] { $count } דקות
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = תפקיד המסוף שלכם לא מאפשר גישה לדף הזה. אם אתם צריכים אותו, פנו למנהל.
console-gate-form-expired = תוקף הטופס פג או שהוא לא נשלח מהמסוף. פתחו את הדף שוב ובצעו את הפעולה מחדש.
console-gate-change-not-allowed = תפקיד המסוף שלכם לא מאפשר את השינוי הזה.
console-gate-no-role = לחשבון שלכם אין תפקיד במסוף. מנהל יכול להקצות לכם תפקיד.
console-gate-not-allowed-title = אין הרשאה
console-gate-not-found-title = לא נמצא
console-gate-not-done-title = הפעולה לא בוצעה
console-gate-sign-in-again-lead = מחדש, עם גורם האימות השני, כדי לפתוח את המסוף
console-gate-needs-second-factor = המסוף דורש התחברות עם גורם האימות השני שלכם (אפליקציית האימות או מפתח גישה).
console-gate-no-such-user = המשתמש הזה לא קיים.
console-gate-no-such-client = הלקוח הזה לא קיים.
console-gate-no-such-api = ה-API הזה לא קיים.
console-gate-no-such-webhook = ה-Webhook הזה לא קיים.
console-gate-no-such-delivery = המסירה הזו לא קיימת.
console-gate-no-such-session = ההפעלה הזו לא קיימת.
console-gate-no-such-link = הקישור הזה לא קיים.
console-gate-no-such-organization = הארגון הזה לא קיים.
console-gate-no-such-domain = הדומיין הזה לא קיים.
console-gate-no-such = הפריט לא קיים: { $what }.
console-gate-duplicate-email = כבר קיים משתמש עם כתובת האימייל הזו.
console-gate-last-sign-in-method = הקישור הוא הדרך האחרונה להתחבר לחשבון: קודם הגדירו סיסמה.
console-gate-api-exists = כבר קיים API עם המזהה הזה.
console-gate-disable-client-first = השביתו את הלקוח לפני שתמחקו אותו.

## The console's overview page.

console-overview-title = סקירה כללית
console-overview-find-user = חיפוש משתמש
console-overview-accounts = חשבונות
console-overview-live-sessions = הפעלות פעילות
console-overview-sign-ins = התחברויות, 24 שעות
console-overview-failed-sign-ins = התחברויות שנכשלו, 24 שעות
console-overview-lockouts = נעילות כרגע
console-overview-failing-deliveries = מסירות Webhook שנכשלות
console-overview-chart-heading = התחברויות ב-24 השעות האחרונות
console-overview-counted = נספר ב-{ $at } (הנתונים בני דקה לכל היותר).
console-overview-chart-label = התחברויות לפי שעה ב-24 השעות האחרונות: { $succeeded } הצליחו, { $failed } נכשלו
console-overview-chart-hour = { $time }: { $succeeded } הצליחו, { $failed } נכשלו
console-overview-chart-start = לפני 24 שעות
console-overview-chart-end = עכשיו
console-overview-legend-succeeded = הצליחו ({ $count })
console-overview-legend-failed = נכשלו ({ $count })
console-overview-keys-heading = מפתחות חתימה
console-overview-keys-caption = מפתחות חתימה, מהחדש לישן
console-overview-key = מפתח
console-overview-algorithm = אלגוריתם
console-overview-state = מצב
console-overview-age = גיל
console-overview-signing-for = משך החתימה
console-overview-key-pending = ממתין
console-overview-key-active = פעיל
console-overview-key-retired = הוצא משימוש
console-overview-keys-link = מפתחות ורוטציה

## The console's users list.

console-users-title = משתמשים
console-users-deleted = המשתמש נמחק.
console-users-search-label = כתובת, שם או מזהה משתמש
console-users-search = חיפוש
console-users-search-help = כתובות נמצאות לפי ההתחלה שלהן, שמות לפי תחילת כל מילה; מזהה נמצא רק בהתאמה מלאה.
console-users-caption = משתמשים, מהישן לחדש
console-users-matching = משתמשים שתואמים ל-"{ $query }"
console-users-address = כתובת
console-users-name = שם
console-users-verified = מאומת
console-users-state = מצב
console-users-created = נוצר
console-users-yes = כן
console-users-no = לא
console-users-enabled = פעיל
console-users-disabled = מושבת
console-users-next-page = הדף הבא

## The console's page of one user.

console-user-done-disabled = המשתמש הושבת: כל ההפעלות שלו הסתיימו.
console-user-done-enabled = המשתמש הופעל: הוא יכול להתחבר שוב.
console-user-done-signed-out = כל ההפעלות של המשתמש הסתיימו.
console-user-done-session-ended = ההפעלה הסתיימה.
console-user-done-factors-reset = גורמי האימות השניים של המשתמש הוסרו; נשלחה אליו הודעה באימייל.
console-user-done-verification-sent = אימייל האימות בדרך.
console-user-done-role = התפקיד שונה.
console-user-why-heading = למה המשתמש הזה לא יכול להתחבר?
console-user-nothing-stops = שום דבר לא מונע כרגע מהמשתמש הזה להתחבר.
console-user-reason-disabled = החשבון הושבת על ידי מפעיל.
console-user-reason-unverified = הכתובת לא אומתה: התחברות עם סיסמה נדחית עד שייעשה שימוש בקישור שבאימייל האימות.
console-user-reason-locked-password = ננעל אחרי סיסמאות שגויות מ-{ $ip } עד { $until } (כ-{ $minutes } דק'; הגבלת קצב ההתחברות).
console-user-reason-locked-second-step = השלב השני ננעל אחרי קודים שגויים עד { $until } (כ-{ $minutes } דק'; הגבלת הקצב של גורם האימות השני).
console-user-reason-passkey-only = לחשבון אין סיסמה: אפשר להתחבר אליו רק עם מפתח גישה (או אחרי איפוס סיסמה).
console-user-reason-providers-only = לחשבון אין סיסמה: אפשר להתחבר אליו רק דרך { $providers } (או אחרי איפוס סיסמה).
console-user-reason-second-factor-due = לא הוגדר גורם אימות שני, והאפליקציות { $clients } דורשות התחברות דו-שלבית: המשתמש צריך קודם להוסיף גורם כזה.
console-user-reason-deletion-scheduled = המשתמש ביקש למחוק את החשבון: הוא יימחק ב-{ $date } אלא אם המשתמש יתחבר לפני כן.
console-user-profile = פרופיל
console-user-id = מזהה משתמש
console-user-address = כתובת
console-user-verified = מאומת
console-user-state = מצב
console-user-name = שם
console-user-mobile = נייד
console-user-place = מקום
console-user-created = נוצר
console-user-console-role = תפקיד במסוף
console-user-sessions = הפעלות
console-user-sessions-caption = הפעלות פעילות, מהאחרונה לראשונה
console-user-device = מכשיר
console-user-ip-and-place = כתובת IP ומקום
console-user-signed-in = התחברות
console-user-last-active = פעילות אחרונה
console-user-methods = שיטות
console-user-end-column = סיום
console-user-end-session = סיום
console-user-unknown-device = מכשיר לא ידוע
console-user-second-factors = גורמי אימות שניים
console-user-authenticator-app = אפליקציית אימות
console-user-recovery-codes-left = קודי שחזור שנותרו
console-user-passkeys = מפתחות גישה
console-user-factor-none = אין
console-user-totp-since = מאז { $date }
console-user-providers-and-apps = ספקים ואפליקציות
console-user-links-caption = ספקים מקושרים
console-user-provider = ספק
console-user-address-given = הכתובת שנמסרה
console-user-linked = קושר
console-user-consents-caption = הסכמות שניתנו לאפליקציות צד שלישי
console-user-client = לקוח
console-user-scopes = היקפי הרשאה
console-user-allowed = אושר
console-user-recent-events = אירועים אחרונים
console-user-events-caption = אירועי הביקורת האחרונים שנוגעים למשתמש
console-user-when = מתי
console-user-type = סוג
console-user-actor = מבצע הפעולה
console-user-ip = כתובת IP
console-user-every-event = כל האירועים שנוגעים למשתמש
console-user-actions = פעולות
console-user-disable = השבתה
console-user-enable = הפעלה
console-user-sign-out-everywhere = ניתוק מכל המקומות
console-user-resend-verification = שליחה חוזרת של אימייל האימות
console-user-reset-factors = איפוס גורמי האימות השניים
console-user-reset-factors-confirm = הסרת אפליקציית האימות, קודי השחזור ומפתחות הגישה
console-user-delete = מחיקת המשתמש
console-user-delete-confirm = מחיקת החשבון הזה וכל המידע עליו, עכשיו
console-user-role-heading = תפקיד במסוף
console-user-role-label = תפקיד
console-user-set-role = הגדרת התפקיד
console-user-role-help = צופים יכולים לקרוא כל דף; תמיכה יכולה גם להשבית ולהפעיל משתמשים, לנתק אותם, לאפס את גורמי האימות השניים שלהם ולשלוח שוב אימייל אימות; מנהלים יכולים לעשות הכול.
console-user-unknown-action = הדף הזה לא מבצע את הפעולה הזו.
console-user-not-on-this-user = לא על המשתמש הזה: מפעילים שאינם מנהלים פועלים רק על משתמשים ללא תפקיד, ואף אחד לא משנה כאן את התפקיד, המצב, גורמי האימות או החשבון של עצמו.
console-user-tick-to-confirm = סמנו את התיבה כדי לאשר, ואז בצעו את הפעולה שוב.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = לקוחות
console-client-list-caption = לקוחות, מהישן לחדש
console-client-name = שם
console-client-kind = סוג
console-client-state = מצב
console-client-registered = נרשם
console-client-kind-public = ציבורי
console-client-kind-confidential = חסוי
console-client-state-enabled = פעיל
console-client-state-disabled = מושבת
console-client-register-heading = רישום לקוח
console-client-register = רישום
console-client-registered-notice = הלקוח נרשם.
console-client-deleted = הלקוח נמחק.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = כתובות URI להפניה, אחת בכל שורה
console-client-scopes-field = היקפי הרשאה (ריק: openid email profile authorization)
console-client-package-names-field = שמות חבילות Android, אחד בכל שורה
console-client-app-origins-field = מקורות אפליקציה עבור מפתחות גישה, אחד בכל שורה
console-client-logout-uri-field = כתובת URI להתנתקות בערוץ אחורי (back-channel)
console-client-organization-field = הארגון של מקלט Shared Signals (slug או מזהה)
console-client-flag-public = ציבורי (אפליקציית דפדפן או אפליקציה מקומית: ללא סוד, PKCE)
console-client-flag-resource-server = שרת משאבים (רשאי לבדוק אסימונים ב-introspection)
console-client-flag-client-credentials = רשאי לקבל אסימונים עבור עצמו (client_credentials)
console-client-flag-rotate-refresh-tokens = רוטציה של אסימוני רענון
console-client-flag-require-mfa = התחברויות דו-שלביות בלבד
console-client-flag-require-par = בקשות הרשאה בדחיפה (PAR) בלבד
console-client-flag-third-party = צד שלישי: המשתמשים נותנים הסכמה קודם
console-client-flag-shared-signals = מקלט Shared Signals: מקבל זרם של אירועי אבטחה

## Console: one client's page

console-client-saved = הגדרות הלקוח נשמרו.
console-client-disabled-notice = הלקוח הושבת: האסימונים שלו כבר לא עוברים אימות.
console-client-granted = ההרשאה נשמרה.
console-client-secret-replaced = הסוד הוחלף.
console-client-secret-heading = סוד הלקוח
console-client-secret-once = העתיקו אותו עכשיו: הוא מוצג רק הפעם ולא יוצג שוב (נשמר רק הגיבוב שלו).
console-client-settings-heading = הגדרות
console-client-yes = כן
console-client-no = לא
console-client-redirect-uris = כתובות URI להפניה
console-client-scopes = היקפי הרשאה
console-client-resource-server = שרת משאבים
console-client-two-factor-only = דו-שלבי בלבד
console-client-par-only = PAR בלבד
console-client-third-party = צד שלישי
console-client-shared-signals = מקלט Shared Signals
console-client-changed = שונה
console-client-grants-heading = הרשאות בממשקי API
console-client-grants-caption = ממשקי API שהלקוח הזה רשאי לקרוא להם עבור עצמו
console-client-api = ממשק API
console-client-api-identifier = מזהה API
console-client-grant = הענקה
console-client-actions-heading = פעולות
console-client-rotate-secret = החלפת הסוד
console-client-rotate-secret-confirm = החלפת הסוד: הסוד הישן יפסיק לעבוד מיד
console-client-disable = השבתה
console-client-disable-confirm = השבתת הלקוח: האסימונים שלו יפסיקו לעבור אימות
console-client-delete = מחיקה
console-client-delete-confirm = מחיקת הלקוח וכל מה שהונפק לו
console-client-edit-heading = עריכה
console-client-save = שמירה
console-client-confirm-first = סמנו את התיבה כדי לאשר, ואז בצעו את הפעולה שוב.
console-client-unknown-action = הדף הזה לא מבצע את הפעולה הזו.

## Console: the APIs page

console-api-title = ממשקי API
console-api-list-caption = ממשקי API (מחווני משאבים)
console-api-identifier = מזהה
console-api-scopes = היקפי הרשאה
console-api-registered-column = נרשם
console-api-register-heading = רישום API
console-api-identifier-field = מזהה (כתובת URL מסוג https)
console-api-scopes-field = היקפי הרשאה, מופרדים ברווחים
console-api-register = רישום
console-api-registered = ה-API נרשם.

## Console: the webhooks page

console-webhook-title = Webhooks
console-webhook-list-caption = נקודות קצה של Webhook
console-webhook-endpoint = נקודת קצה (המסירות שלה)
console-webhook-events = אירועים
console-webhook-registered-column = נרשמה
console-webhook-remove = הסרה
console-webhook-remove-confirm = הפסקת המסירה לנקודת הקצה הזו
console-webhook-secret-heading = סוד החתימה
console-webhook-secret-once = מסרו אותו לצד המקבל עכשיו: הוא מוצג רק הפעם.
console-webhook-register-heading = רישום נקודת קצה
console-webhook-url = כתובת URL
console-webhook-events-field = סוגי אירועים, מופרדים ברווחים
console-webhook-register = רישום
console-webhook-registered = נקודת הקצה נרשמה.
console-webhook-removed = נקודת הקצה הוסרה.
console-webhook-confirm-first = סמנו את התיבה כדי לאשר, ואז בצעו את הפעולה שוב.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = מסירות
console-webhook-deliveries-caption = מסירות, מהחדשה לישנה
console-webhook-delivery = מסירה
console-webhook-event = אירוע
console-webhook-status = סטטוס
console-webhook-attempts = ניסיונות
console-webhook-last-error = השגיאה האחרונה
console-webhook-replay = שליחה חוזרת
console-webhook-replayed = המסירה נכנסה שוב לתור.
console-webhook-status-pending = ממתינה
console-webhook-status-delivered = נמסרה
console-webhook-status-failed = נכשלה

## Console: the audit trail

console-audit-title = יומן ביקורת
console-audit-user-id = מזהה משתמש
console-audit-address = כתובת
console-audit-type = סוג
console-audit-since = מועד התחלה (RFC 3339)
console-audit-until = מועד סיום (RFC 3339)
console-audit-any-type = הכול
console-audit-filter = סינון
console-audit-caption = אירועים, מהחדש לישן
console-audit-when = מתי
console-audit-type-column = סוג
console-audit-actor = מבצע הפעולה
console-audit-user = משתמש
console-audit-client = לקוח
console-audit-ip = כתובת IP
console-audit-older = אירועים ישנים יותר

## Console: the signing keys

console-keys-title = מפתחות
console-keys-caption = צרור המפתחות, מהחדש לישן
console-keys-key = מפתח
console-keys-algorithm = אלגוריתם
console-keys-state = מצב
console-keys-made = נוצר
console-keys-age = גיל
console-keys-signing-since = חותם מאז
console-keys-retired = הוצא משימוש
console-keys-state-pending = ממתין
console-keys-state-active = פעיל
console-keys-state-retired = הוצא משימוש
console-keys-rotate-heading = רוטציה
console-keys-rotate-help = הרוטציה מתבצעת בשני שלבים: השלב הראשון מפרסם מפתח id_token חדש ב-JWKS, והשני מעביר אליו את החתימה (ומחליף את מפתח ה-access-token). מפתחות ישנים ממשיכים לאמת עד שתוקפו של האסימון האחרון שלהם פג.
console-keys-rotate = רוטציה
console-keys-rotate-confirm = רוטציה של מפתחות החתימה
console-keys-published = מפתח id_token חדש פורסם: הרוטציה הבאה תעביר אליו את החתימה.
console-keys-activated = המפתח שפורסם חותם עכשיו על אסימוני id_token, עם מפתח access-token חדש.
console-keys-not-done = הפעולה לא בוצעה
console-keys-confirm-first = סמנו את התיבה כדי לאשר, ואז בצעו את הפעולה שוב.

## Console: the settings

console-settings-title = הגדרות
console-settings-effective-heading = התצורה בפועל
console-settings-effective-help = לאחר החלת הקבצים, משתני הסביבה וברירות המחדל; הסודות מוסתרים.
console-settings-caption = הגדרות
console-settings-setting = הגדרה
console-settings-value = ערך
console-settings-upstream-heading = ספקים חיצוניים
console-settings-providers-caption = ספקים
console-settings-provider-id = מזהה
console-settings-provider-button = לחצן
console-settings-provider-last-error = השגיאה האחרונה במופע הזה
console-settings-no-trouble = אין מאז האתחול
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = באפליקציה, הזינו במקום זאת את הקוד הזה: { $token }
mail-set-password-button = הגדרת סיסמה חדשה
mail-open-account-button = פתיחת החשבון שלכם

## Verification of a new account's address

mail-verification-subject = אישור כתובת האימייל שלכם
mail-verification-welcome = ברוכים הבאים! אשרו שזו כתובת האימייל שלכם.
mail-verification-link-hours = { $hours ->
    [one] הקישור תקף למשך שעה אחת ולשימוש אחד.
    [two] הקישור תקף למשך שעתיים ולשימוש אחד.
    [many] הקישור תקף למשך { $hours } שעות ולשימוש אחד.
   *[other] הקישור תקף למשך { $hours } שעות ולשימוש אחד.
}
mail-verification-ignore = אם לא יצרתם חשבון, התעלמו מהאימייל הזה.
mail-verification-button = אישור הכתובת שלי

## Moving an account to a new address: the mail to the new address

mail-change-subject = אישור כתובת האימייל החדשה שלכם
mail-change-confirm = אשרו שמעכשיו החשבון שלכם ישתמש בכתובת האימייל הזו.
mail-change-link-hours = { $hours ->
    [one] הקישור תקף למשך שעה אחת ולשימוש אחד; עד אז הכתובת הישנה שלכם נשארת בתוקף.
    [two] הקישור תקף למשך שעתיים ולשימוש אחד; עד אז הכתובת הישנה שלכם נשארת בתוקף.
    [many] הקישור תקף למשך { $hours } שעות ולשימוש אחד; עד אז הכתובת הישנה שלכם נשארת בתוקף.
   *[other] הקישור תקף למשך { $hours } שעות ולשימוש אחד; עד אז הכתובת הישנה שלכם נשארת בתוקף.
}
mail-change-ignore = אם לא ביקשתם את זה, התעלמו מהאימייל הזה: שום דבר לא ישתנה.
mail-change-button = שימוש בכתובת הזו

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = שינוי בכתובת האימייל של החשבון שלכם
mail-change-notice-asked = מישהו שמחובר לחשבון שלכם ביקש להעביר אותו אל { $address }.
mail-change-notice-until = החשבון יעבור רק אחרי שייעשה שימוש בקישור שנשלח לכתובת ההיא; עד אז הכתובת הזו נשארת בתוקף.
mail-change-notice-not-you = אם זה לא הייתם אתם, הגדירו סיסמה חדשה עכשיו: כך יסתיימו כל ההפעלות והקישור יבוטל.

## To an address that tried to register again

mail-registered-subject = כבר יש לכם חשבון
mail-registered-tried = מישהו ניסה ליצור חשבון עם כתובת האימייל הזו, שכבר יש לה חשבון.
mail-registered-if-you = אם זה הייתם אתם, התחברו, או הגדירו סיסמה חדשה אם שכחתם אותה.
mail-registered-not-you = אם זה לא הייתם אתם, התעלמו מהאימייל הזה: שום דבר לא השתנה.

## Password reset

mail-reset-subject = הגדרת סיסמה חדשה
mail-reset-asked = מישהו ביקש להגדיר סיסמה חדשה לחשבון שלכם.
mail-reset-link-minutes = { $minutes ->
    [one] הקישור תקף למשך דקה אחת ולשימוש אחד; בקשה חדשה יותר תחליף אותו.
    [two] הקישור תקף למשך שתי דקות ולשימוש אחד; בקשה חדשה יותר תחליף אותו.
    [many] הקישור תקף למשך { $minutes } דקות ולשימוש אחד; בקשה חדשה יותר תחליף אותו.
   *[other] הקישור תקף למשך { $minutes } דקות ולשימוש אחד; בקשה חדשה יותר תחליף אותו.
}
mail-reset-not-you = אם זה לא הייתם אתם, התעלמו מהאימייל הזה: הסיסמה שלכם נשארת כפי שהיא.

## Notices: a second factor changed

mail-totp-added-subject = נוספה אפליקציית אימות
mail-totp-added-body = אפליקציית אימות נוספה לחשבון שלכם כגורם אימות שני.
mail-totp-removed-subject = אפליקציית האימות שלכם הוסרה
mail-totp-removed-body = אפליקציית האימות הוסרה מהחשבון שלכם: מעכשיו ההתחברות דורשת רק את הסיסמה.
mail-passkey-added-subject = נוסף מפתח גישה
mail-passkey-added-body = מפתח גישה נוסף לחשבון שלכם: אפשר להתחבר באמצעותו בלי סיסמה.
mail-passkey-removed-subject = הוסר מפתח גישה
mail-passkey-removed-body = מפתח גישה הוסר מהחשבון שלכם: כבר אי אפשר להתחבר באמצעותו.
mail-recovery-used-subject = נעשה שימוש בקוד שחזור
mail-recovery-used-body = { $left ->
    [one] נעשה שימוש בקוד שחזור כדי להתחבר לחשבון שלכם; נותר קוד אחד שלא נוצל.
    [two] נעשה שימוש בקוד שחזור כדי להתחבר לחשבון שלכם; נותרו שני קודים שלא נוצלו.
    [many] נעשה שימוש בקוד שחזור כדי להתחבר לחשבון שלכם; נותרו { $left } קודים שלא נוצלו.
   *[other] נעשה שימוש בקוד שחזור כדי להתחבר לחשבון שלכם; נותרו { $left } קודים שלא נוצלו.
}
mail-factor-not-you = אם זה לא הייתם אתם, שנו את הסיסמה והתנתקו מכל המקומות דרך דף החשבון שלכם.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = החשבון שלכם קושר ל-{ $provider }
mail-linked-body = החשבון שלכם קושר לחשבון { $provider }: מעכשיו התחברות עם { $provider } פותחת אותו.
mail-unlinked-subject = הקישור בין החשבון שלכם ל-{ $provider } בוטל
mail-unlinked-body = הקישור בין החשבון שלכם ל-{ $provider } בוטל: התחברות עם { $provider } כבר לא פותחת אותו.
mail-link-not-you = אם זה לא הייתם אתם, שנו את הסיסמה, התנתקו מכל המקומות ובטלו את הקישור לספק דרך דף החשבון שלכם.

## Account deleted

mail-deleted-subject = החשבון שלכם נמחק
mail-deleted-body = החשבון שלכם וכל המידע שנשמר עליו נמחקו, וכל ההפעלות שלו הסתיימו.
mail-deleted-register-again = אפשר להירשם שוב עם הכתובת הזו; שום דבר מהחשבון הישן לא יחזור.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = החשבון שלכם יימחק
mail-deletion-due = החשבון שלכם יימחק ב-{ $date }; כל ההפעלות שלו הסתיימו.
mail-deletion-keep = כדי לשמור עליו, התחברו שוב לפני המועד הזה. אם לא ביקשתם את זה, התחברו ושנו את הסיסמה.
mail-deletion-button = התחברות לשמירת החשבון

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = הצטרפות אל { $organization }
mail-invitation-body = הוזמנתם להצטרף אל { $organization }. פתחו את הקישור כדי לקבל את ההזמנה: התחברו עם הכתובת הזו, או צרו איתה חשבון.
mail-invitation-expiry = { $days ->
    [one] הקישור תקף ליום אחד.
    [two] הקישור תקף ליומיים.
    [many] הקישור תקף ל-{ $days } ימים.
   *[other] הקישור תקף ל-{ $days } ימים.
}
mail-invitation-ignore = אם אתם לא מכירים את הארגון הזה, התעלמו מהאימייל הזה: שום דבר לא יקרה אם לא תקבלו את ההזמנה.
mail-invitation-button = צפייה בהזמנה
console-organizations-title = ארגונים
console-organizations-name = שם
console-organizations-slug = מזהה קצר
console-organizations-enabled = פעיל
console-organizations-mfa = גורם אימות שני
console-organizations-new = ארגון חדש
console-organizations-create = יצירת הארגון
console-organizations-created = הארגון נוצר.
console-organization-saved = הכללים של הדומיין נשמרו.
console-organization-id = מזהה
console-organization-members = חברים
console-organization-roles = תפקידים
console-organization-managed = מנוהל
console-organization-break-glass = גישת חירום
console-organization-invitations = הזמנות ממתינות
console-organization-expires = בתוקף עד
console-organization-domains = דומיינים
console-organization-domain = דומיין
console-organization-state = מצב
console-organization-rules = כללים
console-organization-save-rules = שמירה
console-organization-sign-in = התחברות משלו
console-organization-no-sign-in = אין לו התחברות משלו: החברים בו מתחברים עם הסיסמאות או מפתחות הגישה שלהם.
organization-admin-title = { $organization }: הגדרות הארגון
organization-admin-lead = אתם מנהלים את הארגון הזה בתור { $email }.
organization-admin-none = עדיין אין כאן כלום.
organization-admin-members = חברים
organization-admin-remove = הסרה
organization-admin-yes = כן
organization-admin-no = לא
organization-admin-email = כתובת אימייל
organization-admin-roles = תפקידים
organization-admin-managed = מנוהל על ידי ההתחברות של הארגון
organization-admin-action = פעולה
organization-admin-invitations = הזמנות ממתינות
organization-admin-revoke = ביטול
organization-admin-expires = בתוקף עד
organization-admin-invite = הזמנת משתמש
organization-admin-role = תפקיד
organization-admin-invite-button = שליחת ההזמנה
organization-admin-domains = דומיינים
organization-admin-domains-lead = הוסיפו את דומיין האימייל של החברה שלכם, פרסמו את רשומת ה-TXT שמוצגת, ואז אמתו אותו. כתובות מדומיין מאומת יכולות להתחבר דרך ההתחברות של הארגון שלכם.
organization-admin-verify = אימות
organization-admin-verified = מאומת
organization-admin-pending = ממתין
organization-admin-domain = דומיין
organization-admin-state = מצב
organization-admin-record = רשומה לפרסום
organization-admin-add-domain = הוספת דומיין
organization-admin-sign-in = ההתחברות של הארגון שלכם
organization-admin-no-sign-in = האנשים בארגון שלכם מתחברים עם הסיסמאות שלהם. הגדירו ספק OpenID משלכם (Okta, Entra ID, Google Workspace…) כדי שיתחברו דרכו.
organization-admin-issuer = כתובת URL של המנפיק (Issuer)
organization-admin-client-id = מזהה לקוח (Client ID)
organization-admin-client-secret = סוד לקוח (Client secret)
organization-admin-redirect-uri = כתובת URI להפניה שיש לרשום אצל הספק שלכם
organization-admin-save-sign-in = שמירת ההתחברות
organization-admin-sign-in-title = קודם צריך להתחבר
organization-admin-sign-in-text = התחברו בדף החשבון שלכם, ואז פתחו את הדף הזה שוב.
organization-admin-sign-in-link = מעבר לחשבון שלכם
organization-admin-unknown-title = הארגון לא נמצא
organization-admin-unknown-text = אין כאן ארגון שאתם מנהלים.
organization-admin-unknown-change = הדף הזה לא מבצע את השינוי הזה.
organization-admin-scim = הקצאת משתמשים (SCIM)
organization-admin-scim-lead = ספריית המשתמשים שלכם (Okta, Entra ID, Google Workspace…) מוסיפה, משנה ומסירה כאן את האנשים והקבוצות שלכם באמצעות SCIM 2.0. תנו לה את כתובת ה-URL הבסיסית ואת האסימון של חיבור.
organization-admin-scim-base-url = כתובת URL בסיסית
organization-admin-scim-made = נוצר
organization-admin-scim-last-used = שימוש אחרון
organization-admin-scim-never = אף פעם
organization-admin-scim-old-token = האסימון הישן תקף עד
organization-admin-scim-rotate = אסימון חדש
organization-admin-scim-make = יצירת חיבור
organization-admin-scim-token-title = האסימון של ספריית המשתמשים שלכם
organization-admin-scim-token-text = העתיקו עכשיו את כתובת ה-URL הבסיסית ואת האסימון לספריית המשתמשים שלכם: האסימון לא יוצג שוב. אסימון ישן, אם יש כזה, ימשיך לעבוד עוד יום אחד.
organization-admin-scim-token = אסימון
organization-admin-scim-revoke-confirm = ביטול החיבור: האסימונים שלו יפסיקו לעבוד מיד
invitation-title = הצטרפות אל { $organization }
invitation-join-lead = הוזמנתם להצטרף אל { $organization } בתור { $email }.
invitation-join-button = הצטרפות
invitation-sign-up-lead = הוזמנתם להצטרף אל { $organization }. צרו חשבון עם { $email } כדי להצטרף: ההזמנה מוכיחה שהכתובת הזו שלכם.
invitation-name = השם שלכם
invitation-password = בחרו סיסמה (10 תווים לפחות)
invitation-sign-up-button = יצירת חשבון והצטרפות
invitation-other-account = ההזמנה הזו מיועדת ל-{ $email }, אבל אתם מחוברים בתור { $current }. התנתקו, ואז פתחו את הקישור שוב.
invitation-sign-in-first = ההזמנה הזו מיועדת ל-{ $email }, שכבר יש לה חשבון כאן. התחברו עם הכתובת הזו בדף החשבון שלכם, ואז פתחו את הקישור שוב.
invitation-sign-in-as-invitee = קודם התחברו עם הכתובת שהוזמנה.
invitation-unusable-title = אי אפשר להשתמש בהזמנה הזו
invitation-unusable-text = כבר נעשה בה שימוש, היא בוטלה, הוחלפה בהזמנה חדשה יותר או שתוקפה פג. בקשו מהארגון הזמנה חדשה.
invitation-joined-title = הצטרפתם אל { $organization }
invitation-joined-text = עכשיו אתם חברים בארגון: אפליקציות שאתם מתחברים אליהן עבור הארגון הזה יראו זאת.
invitation-joined-new-account = החשבון שלכם מוכן ואתם חברים בארגון: התחברו עם הכתובת שלכם והסיסמה שבחרתם.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = הונפקו אסימון ואסימון רענון
api-code-token = הונפק אסימון
api-code-userdata = נתוני משתמש
api-code-login-success = ההתחברות הצליחה
api-code-auth-code = הונפק קוד הרשאה
api-code-id-token = הונפק id_token
api-code-logged-out = ההתנתקות בוצעה; ההפעלה והאסימונים שלה בוטלו
api-code-ok = בוצע
api-code-alive = פועל
api-code-ready = מוכן לשרת
api-code-sessions = ההפעלות הפעילות שלכם
api-code-export = כל המידע שנשמר על החשבון שלכם
api-code-email-change-requested = אם אפשר להשתמש בכתובת, קישור לאישור הכתובת כבר בדרך אליה
api-code-account-deleted = החשבון שלכם וכל המידע שנשמר עליו נמחקו; כל ההפעלות הסתיימו
api-code-deletion-scheduled = כל ההפעלות הסתיימו והחשבון שלכם יימחק; התחברו שוב לפני כן כדי לשמור עליו
api-code-reauthentication-required = קודם התחברו שוב: הפעולה דורשת התחברות מהדקות האחרונות
api-code-session-ended = ההתנתקות בוצעה; ההפעלה והאסימונים שלה בוטלו
api-code-password-changed = הסיסמה שונתה; כל שאר ההפעלות והאסימונים שלהן בוטלו
api-code-registration-accepted = ההרשמה התקבלה; בדקו את תיבת האימייל כדי לאשר את הכתובת
api-code-email-verified = כתובת האימייל אומתה
api-code-reset-requested = אם יש חשבון עם הכתובת, אימייל עם קישור לאיפוס כבר בדרך אליה
api-code-password-reset = הסיסמה הוגדרה; כל ההפעלות והאסימונים שלהן בוטלו
api-code-registration-closed = ההרשמה סגורה; בקשו חשבון ממפעיל השירות
api-code-invalid-request = הבקשה פגומה
api-code-unsupported-grant-type = הערך של grant_type חייב להיות code או refresh_token
api-code-invalid-grant = הקוד או ה-refresh_token לא תקף, פג תוקפו, בוטל או הונפק ללקוח אחר
api-code-invalid-client = אימות הלקוח נכשל
api-code-invalid-credentials = האימייל או הסיסמה שגויים. אפשר להתחבר לחשבון חדש רק אחרי שהכתובת שלו אושרה: הקישור נמצא באימייל ששלחנו
api-code-mfa-required = נדרש גורם אימות שני: השיבו עם קוד מאפליקציית האימות או עם קוד שחזור
api-code-mfa-enrolment-required = האפליקציה הזו דורשת התחברות דו-שלבית: הגדירו אפליקציית אימות או מפתח גישה בדף החשבון שלכם, ואז התחברו שוב
api-code-passkey-options = העבירו את האפשרויות האלה למאמת
api-code-passkey-added = מפתח הגישה נוסף
api-code-passkeys = מפתחות הגישה שלכם
api-code-links = ספקי ההתחברות המקושרים שלכם
api-code-last-sign-in-method = זו הדרך האחרונה להתחבר לחשבון: קודם הגדירו סיסמה או הוסיפו מפתח גישה
api-code-insufficient-scope = היקף ההרשאה של האסימון לא מאפשר את הבקשה הזו
api-code-not-a-member = אי אפשר להתחבר עבור הארגון הזה: בקשו מהמנהל שלו להוסיף אתכם
api-code-sso-required = ההתחברות שלכם מתבצעת דרך הארגון: המשיכו ב-ssoUrl
api-code-not-found = המשאב לא קיים
api-code-method-not-allowed = השיטה לא מותרת עבור המשאב הזה
api-code-conflict = הפריט כבר קיים
api-code-payload-too-large = גוף הבקשה גדול מדי
api-code-rate-limited = יותר מדי בקשות; נסו שוב מאוחר יותר
api-code-server-error = שגיאת שרת פנימית
api-code-service-unavailable = השירות לא זמין כרגע; נסו שוב מאוחר יותר

## Bearer tokens and capacity (every JSON API)

api-bearer-required = נדרש אסימון גישה בצורה `Authorization: Bearer <token>`; האסימון הזה חסר, פגום או שבוטל
api-busy = יותר מדי התחברויות בו-זמנית; נסו שוב בקרוב

## Seed interface: verify-token and the token endpoint

api-token-type-verify = הערך של token_type חייב להיות id_token או token
api-token-type-grant = הערך של token_type חייב להיות refresh_token או token
api-token-type-refresh = הערך של token_type חייב להיות token כאשר grant_type הוא refresh_token
api-client-secret-required = client_secret נדרש כאשר token_type הוא token
api-field-empty = { $field } לא יכול להיות ריק

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = הסיסמה ארוכה מדי
api-mfa-token-invalid = ה-mfaToken לא מוכר, כבר נוצל או שפג תוקפו: התחברו שוב
api-challenge-invalid = ה-challengeId לא מוכר, כבר נוצל או שפג תוקפו: בקשו אפשרויות חדשות למפתח גישה
api-mfa-code-or-passkey = נדרש גורם אימות שני: השיבו עם קוד מאפליקציית האימות, עם קוד שחזור או עם מפתח הגישה שלכם
api-mfa-passkey = נדרש גורם אימות שני: השיבו עם מפתח הגישה שלכם (login/passkey עם ה-mfaToken)
api-client-id-required = client_id נדרש
api-client-unknown = client_id לא מוכר או מושבת
api-redirect-uri-required = redirect_uri נדרש
api-redirect-uri-unregistered = redirect_uri לא רשום עבור הלקוח הזה
api-state-too-long = state ארוך מדי

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = האסימון לא מוכר, כבר נוצל, פג תוקפו או שהוחלף באסימון חדש יותר
api-session-not-found = אין לכם הפעלה פעילה עם המזהה הזה

## Native-app API: second factors and passkeys

api-authenticator-exists = כבר מוגדרת אפליקציית אימות; קודם הסירו אותה
api-authenticator-not-pending = לא מתבצעת כרגע הגדרה של אפליקציית אימות
api-authenticator-none = לא מוגדרת אפליקציית אימות
api-factor-code-wrong = הקוד שגוי
api-reauthenticate-factors = התחברו שוב (עם גורם האימות השני, אם יש לכם) כדי לשנות את גורמי האימות השניים
api-reauthenticate-passkeys = התחברו שוב (עם גורם האימות השני, אם יש לכם) כדי לשנות את מפתחות הגישה
api-reauthenticate-sign-in = התחברו שוב (עם גורם האימות השני, אם יש לכם) כדי לשנות את אופן ההתחברות
api-passkeys-unavailable = מפתחות גישה לא זמינים בשרת הזה
api-passkey-not-found = מפתח הגישה לא קיים
api-passkey-no-ceremony = אין רישום של מפתח גישה שממתין; בקשו אפשרויות חדשות
api-passkey-rejected = לא ניתן היה לאמת את מפתח הגישה
api-passkey-registered = מפתח הגישה הזה כבר רשום
api-passkey-name-invalid = שם של מפתח גישה צריך לכלול בין 1 ל-{ $max } תווים, בלי תווי בקרה או תווי עיצוב דו-כיווניים
api-passkeys-too-many = { $max ->
    [one] לחשבון יכול להיות לכל היותר מפתח גישה אחד
    [two] לחשבון יכולים להיות לכל היותר שני מפתחות גישה
    [many] לחשבון יכולים להיות לכל היותר { $max } מפתחות גישה
   *[other] לחשבון יכולים להיות לכל היותר { $max } מפתחות גישה
}

## Native-app API: upstream identity providers

api-upstream-unknown = אין ספק חיצוני עם המזהה הזה
api-upstream-refused = ה-id_token לא התקבל עבור הספק הזה
api-upstream-disabled = החשבון מושבת
api-upstream-no-email = ב-id_token אין כתובת אימייל שאפשר ליצור איתה חשבון
api-upstream-unverified-email = הספק לא מאשר את כתובת האימייל שב-id_token: הירשמו עם הכתובת, ואז קשרו את הספק
api-upstream-unreachable = לא ניתן היה ליצור קשר עם הספק; נסו שוב מאוחר יותר
api-upstream-email-taken = קיים חשבון עם הכתובת הזו: התחברו אליו וקשרו את הספק מדף החשבון
api-upstream-outside-domains = דרך ההתחברות של הארגון אפשר להתחבר רק עם כתובות מהדומיינים המאומתים שלו
api-upstream-unconfirmed-account = קיים חשבון עם הכתובת הזו, אבל הוא אף פעם לא אושר: אשרו אותו, ואז התחברו שוב דרך הארגון
api-upstream-operator-account = חשבון של מפעיל מתחבר עם הסיסמה וגורם האימות השני שלו, ולא דרך ההתחברות של ארגון
api-link-not-found = לחשבון אין קישור לספק הזה

## Admin API

api-admin-key-required = ה-API לניהול דורש `Authorization: Bearer <admin key>`
api-admin-status-once = status לכל היותר פעם אחת
api-admin-parameters-once = כל פרמטר לכל היותר פעם אחת
api-admin-duplicate-email = כבר קיים משתמש עם כתובת האימייל הזו
api-admin-user-not-found = המשתמש לא נמצא
api-admin-client-not-found = הלקוח לא נמצא
api-admin-api-not-found = ה-API לא נמצא
api-admin-session-not-found = ההפעלה לא נמצאה
api-admin-delivery-not-found = המסירה לא נמצאה
api-admin-webhook-not-found = ה-Webhook לא נמצא

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = פתחו את הקישור בדפדפן שבו נרשמתם: בכל מקום אחר תתבקשו להזין את הסיסמה של החשבון.
mail-change-where = פתחו את הקישור בדפדפן שבו ביקשתם את השינוי, או בדפדפן שבו אתם מחוברים: בכל מקום אחר תתבקשו להזין את הסיסמה שלכם.
mail-not-yours-english = לא נרשמתם ולא ביקשתם את זה? אז אל תאשרו: התעלמו מהאימייל הזה ושום דבר לא יקרה.
verify-password-lead = כדי לאשר כאן את הכתובת הזו, הקלידו את הסיסמה של החשבון שהיא שייכת לו. אם נרשמתם באפליקציה, הקלידו במקום זאת את הקוד מהאימייל באפליקציה. אם לא נרשמתם ולא ביקשתם את זה, אל תאשרו: סגרו את הדף.
verify-password = הסיסמה של החשבון
verify-password-needed = הקלידו את הסיסמה של החשבון כדי לאשר את הכתובת בדפדפן הזה.
verify-wrong-password = זו לא הסיסמה של החשבון.

## After a password reset, every other way into the account

mail-reset-done-subject = הסיסמה שלכם אופסה
mail-reset-done-body = הסיסמה של החשבון שלכם אופסה זה עתה, וכל המכשירים שהיו מחוברים נותקו.
mail-reset-done-still = עדיין אפשר להתחבר לחשבון שלכם באמצעות:
mail-reset-done-remove = אם אחד מהם לא שלכם, התחברו עם הסיסמה החדשה ובחרו "הסרת הכול חוץ מהסיסמה החדשה" בדף החשבון שלכם.
mail-reset-done-nothing-else = אין דרך אחרת להתחבר לחשבון שלכם: רק הסיסמה החדשה.
mail-reset-done-factor-not-yours = אם בהתחברות תתבקשו להזין גורם אימות שני שאין לכם, הוא לא שלכם: בקשו מהתמיכה של השירות הזה להסיר אותו.
mail-reset-done-not-you = אם לא אתם איפסתם את הסיסמה, מישהו יכול לקרוא את האימייל שלכם: קודם אבטחו את תיבת האימייל, ואז הגדירו שוב סיסמה חדשה.
ways-in-passkey = מפתח הגישה "{ $name }"
ways-in-authenticator = אפליקציית אימות
ways-in-recovery-codes = { $count ->
    [one] קוד שחזור אחד שלא נוצל
    [two] שני קודי שחזור שלא נוצלו
    [many] { $count } קודי שחזור שלא נוצלו
   *[other] { $count } קודי שחזור שלא נוצלו
}
ways-in-link = התחברות באמצעות { $provider }
ways-in-sessions = { $count ->
    [one] מכשיר אחד נוסף מחובר (מופיע ברשימה למטה)
    [two] שני מכשירים נוספים מחוברים (מופיעים ברשימה למטה)
    [many] { $count } מכשירים נוספים מחוברים (מופיעים ברשימה למטה)
   *[other] { $count } מכשירים נוספים מחוברים (מופיעים ברשימה למטה)
}
account-review-heading = הסיסמה שלכם אופסה
account-review-lead = הסיסמה שלכם אופסה ב-{ $date }. עדיין אפשר להתחבר לחשבון שלכם באמצעות:
account-review-explain = אם אחד מהם לא שלכם, הסירו את כולם: כך רק הסיסמה החדשה תאפשר התחברות, וכל שאר המכשירים ינותקו. אחר כך תוכלו להוסיף שוב מפתח גישה או אפליקציית אימות.
account-review-remove = הסרת הכול חוץ מהסיסמה החדשה
account-review-keep = כולם שלי
account-review-gone = אין כאן יותר מה לבדוק.
account-review-removed = הכול חוץ מהסיסמה החדשה שלכם הוסר, וכל שאר המכשירים נותקו.
account-review-kept = רשמנו לפנינו: הכול נשאר כפי שהוא.

## The second step locked after wrong codes

mail-factor-locked-subject = מישהו ניסה לעקוף את גורם האימות השני שלכם
mail-factor-locked-body = { $minutes ->
    [one] מישהו הקליד את הסיסמה שלכם, ואחר כך חמישה קודים שגויים של גורם האימות השני. ההתחברות לחשבון שלכם מושהית לדקה אחת.
    [two] מישהו הקליד את הסיסמה שלכם, ואחר כך חמישה קודים שגויים של גורם האימות השני. ההתחברות לחשבון שלכם מושהית לשתי דקות.
    [many] מישהו הקליד את הסיסמה שלכם, ואחר כך חמישה קודים שגויים של גורם האימות השני. ההתחברות לחשבון שלכם מושהית ל-{ $minutes } דקות.
   *[other] מישהו הקליד את הסיסמה שלכם, ואחר כך חמישה קודים שגויים של גורם האימות השני. ההתחברות לחשבון שלכם מושהית ל-{ $minutes } דקות.
}
mail-factor-locked-not-you = אם זה לא הייתם אתם, מישהו יודע את הסיסמה שלכם: הגדירו סיסמה חדשה עכשיו.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = תפקיד במסוף דורש כתובת מאומתת: המשתמש צריך קודם לאשר את הכתובת שלו
console-gate-unverified = המסוף נפתח רק למפעילים שהכתובת שלהם מאומתת. אשרו את הכתובת שלכם באמצעות הקישור שבאימייל האימות, ואז פתחו את המסוף שוב.
console-gate-idle-lead = מחדש כדי לפתוח את המסוף
console-gate-idle = לא השתמשתם במסוף במשך { $minutes } דק', ולכן צריך להתחבר שוב. אתם נשארים מחוברים לחשבון שלכם.
console-webhook-url-once = כתובת ה-URL שלה, שמוצגת במלואה רק עכשיו (ברשימה מוסתר מה שבא אחרי "?", כי שם עשוי להיות אסימון):
console-webhook-query-hidden = מה שבא אחרי "?" בכתובת ה-URL של נקודת קצה מוסתר: הוא עשוי לכלול את האסימון של הצד המקבל.
## Signing in with a code mailed to the address (no password)

page-login-email-code = שליחת קוד באימייל
page-code-ask-title = התחברות עם קוד
page-code-ask-lead = הקלידו את כתובת האימייל שלכם: נשלח אליכם באימייל קוד להתחברות, בלי צורך בסיסמה.
page-code-ask-button = שליחת קוד באימייל
page-code-invalid-email = הקלידו כתובת אימייל מלאה, למשל name@example.com.
page-code-not-allowed = האפליקציה הזו מבקשת סיסמה או מפתח גישה: התחברות עם קוד שנשלח באימייל לא זמינה כאן.
page-code-title = בדקו את תיבת האימייל
page-code-lead = { $minutes ->
    [one] אימייל בדרך אל { $email }. הקלידו את הקוד בן שש הספרות שבו: הוא תקף לדקה אחת ולשימוש אחד.
    [two] אימייל בדרך אל { $email }. הקלידו את הקוד בן שש הספרות שבו: הוא תקף לשתי דקות ולשימוש אחד.
    [many] אימייל בדרך אל { $email }. הקלידו את הקוד בן שש הספרות שבו: הוא תקף ל-{ $minutes } דקות ולשימוש אחד.
   *[other] אימייל בדרך אל { $email }. הקלידו את הקוד בן שש הספרות שבו: הוא תקף ל-{ $minutes } דקות ולשימוש אחד.
}
page-code-field = קוד התחברות
page-code-name = השם שלכם, אם אתם חדשים כאן
page-code-button = התחברות
page-code-again = שליחת קוד חדש
page-code-wrong = הקוד הזה שגוי, או שתוקפו פג. בדקו את האימייל האחרון, או בקשו קוד חדש.
page-code-link-title = התחברות
page-code-link-lead = התחברו לחשבון שלכם בדפדפן הזה.
page-code-link-button = התחברות עכשיו
page-code-link-elsewhere-title = הקלידו את הקוד הזה במקום שבו ביקשתם אותו
page-code-link-elsewhere = הקישור הזה נפתח בדפדפן או באפליקציה אחרים מאלה שביקשו אותו. הקלידו שם את הקוד הזה:
page-code-link-ended-title = תוקף הקישור הזה פג
page-code-link-ended = כבר נעשה שימוש בקישור, הוא הוחלף בקישור חדש יותר, או שהוא ישן מדי. בקשו קוד חדש במקום שבו אתם מתחברים.
api-sign-in-code-refused = הקוד שגוי, כבר נוצל, הוחלף או שפג תוקפו: בקשו קוד חדש
api-login-code-or-password = שלחו סיסמה או קוד, לא את שניהם
api-code-code-sent = אימייל עם קוד התחברות בדרך; הקוד תקף לכמה דקות ולשימוש אחד
api-code-sign-in-code-not-allowed = התחברות עם קוד שנשלח באימייל לא זמינה כאן: השתמשו בסיסמה או במפתח גישה

## Mail: a sign-in code

mail-code-subject = קוד ההתחברות שלכם
mail-code-asked = מישהו ביקש להתחבר עם הכתובת הזו. הקוד להקלדה:
mail-code-minutes = { $minutes ->
    [one] הקוד והקישור שלמטה תקפים לדקה אחת ולשימוש אחד; בקשה חדשה יותר תחליף אותם.
    [two] הקוד והקישור שלמטה תקפים לשתי דקות ולשימוש אחד; בקשה חדשה יותר תחליף אותם.
    [many] הקוד והקישור שלמטה תקפים ל-{ $minutes } דקות ולשימוש אחד; בקשה חדשה יותר תחליף אותם.
   *[other] הקוד והקישור שלמטה תקפים ל-{ $minutes } דקות ולשימוש אחד; בקשה חדשה יותר תחליף אותם.
}
mail-code-new-account = אין עדיין חשבון שמשתמש בכתובת הזו: התחברות עם הקוד תיצור חשבון.
mail-code-button = התחברות עכשיו
mail-code-not-you = אם זה לא הייתם אתם, התעלמו מהאימייל הזה: אי אפשר להתחבר בלי הקוד.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = התחברות עם הכתובת הזו
mail-no-account-body = מישהו ביקש קוד כדי להתחבר עם הכתובת הזו, אבל אף חשבון כאן לא משתמש בה.
mail-no-account-not-you = אם זה לא הייתם אתם, התעלמו מהאימייל הזה: שום דבר לא השתנה.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = המשתמשים יכולים להתחבר עם קוד שנשלח באימייל
api-name-invalid = השם ארוך מדי או מכיל תווי בקרה
