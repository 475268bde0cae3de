# Tamil: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = மொழி

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = மின்னஞ்சல் முகவரி அல்லது கடவுச்சொல் தவறானது. புதிய கணக்கின் முகவரி உறுதிப்படுத்தப்பட்ட பிறகே அதில் உள்நுழைய முடியும்: இணைப்புக்கு உங்கள் மின்னஞ்சலைப் பார்க்கவும்.
error-throttled = பல முயற்சிகள் தோல்வியடைந்தன. சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும்.
error-busy = இப்போது பலர் உள்நுழைந்துகொண்டிருக்கின்றனர். சிறிது நேரத்தில் மீண்டும் முயலவும்.
error-missing-fields = உங்கள் மின்னஞ்சல் முகவரியையும் கடவுச்சொல்லையும் உள்ளிடவும்.
error-expired-form = இந்தப் படிவம் காலாவதியாகிவிட்டது. மீண்டும் உள்நுழையவும்.
error-second-factor-in-app = இந்தக் கணக்கு இரண்டாம் காரணியால் பாதுகாக்கப்படுகிறது. முதலில் உங்கள் கணக்குப் பக்கத்தில் உள்நுழையவும் (அங்கு குறியீடு கேட்கப்படும்), பிறகு இங்கே திரும்பவும்.
error-wrong-second-factor = குறியீடு தவறானது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது தாமதமாக உள்ளிடப்பட்டது. மீண்டும் உள்நுழையவும்.
error-passkey-refused = அந்தக் கடவுச்சாவியைப் பயன்படுத்த முடியவில்லை அல்லது முயற்சி அதிக நேரம் எடுத்தது. மீண்டும் முயலவும் அல்லது உங்கள் கடவுச்சொல் மூலம் உள்நுழையவும்.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = அதிகமான கோரிக்கைகள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும்.
error-expired-form-again = இந்தப் படிவம் காலாவதியாகிவிட்டது. மீண்டும் முயலவும்.

## Error pages (a heading and a paragraph)

error-bad-link-title = இணைப்பு செல்லாது
error-bad-link-text = இந்த இணைப்பு இனி செல்லாது: அது பயன்படுத்தப்பட்டது, காலாவதியானது அல்லது புதிய இணைப்பால் மாற்றப்பட்டது. புதிய இணைப்பைக் கோரவும்.

error-form-title = உள்நுழைவு தோல்வியடைந்தது
error-form-too-large = படிவம் மிகப் பெரியது.
error-form-unreadable = படிவத்தைப் படிக்க முடியவில்லை. பின்சென்று மீண்டும் முயலவும்.
error-cross-site-title = கோரிக்கை மறுக்கப்பட்டது
error-cross-site-text = இந்தப் படிவம் வேறொரு தளத்திலிருந்து அனுப்பப்பட்டது. உள்நுழைவுப் பக்கத்தை மீண்டும் திறந்து, அங்கிருந்து சமர்ப்பிக்கவும்.

error-unavailable-title = சிறிது நேரத்தில் மீண்டும் முயலவும்
error-unavailable-text = உள்நுழைவுச் சேவை பிஸியாக உள்ளது அல்லது கிடைக்கவில்லை. சிறிது நேரத்தில் மீண்டும் முயலவும்.
error-failed-title = ஏதோ தவறாகிவிட்டது
error-failed-text = உள்நுழைவை நிறைவுசெய்ய முடியவில்லை. மீண்டும் முயலவும்.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = நீங்கள் யார் என்பதை அறிதல்
scope-email = உங்கள் மின்னஞ்சல் முகவரியைப் பார்த்தல்
scope-profile = உங்கள் சுயவிவரத்தைப் பார்த்தல்: பெயர், படம், தொலைபேசி எண், நாடு
scope-authorization = உங்கள் சுயவிவரத்தையும் உள்நுழைந்துள்ள அமர்வுகளையும் பார்த்தல்
scope-organizations = நீங்கள் சேர்ந்துள்ள நிறுவனங்களையும் அவற்றில் உங்கள் பங்குகளையும் பார்த்தல்
scope-api = உங்கள் சார்பாக { $api } சேவையைப் பயன்படுத்துதல்

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: உங்கள் அங்கீகரிப்பு ஆப்ஸ் காட்டும் குறியீட்டையோ ஒரு மீட்புக் குறியீட்டையோ உள்ளிடவும் அல்லது உங்கள் கடவுச்சாவியைப் பயன்படுத்தவும்.
page-second-step-passkey = { $purpose }: உங்கள் கடவுச்சாவியைப் பயன்படுத்தவும்.
page-second-step-code = { $purpose }: உங்கள் அங்கீகரிப்பு ஆப்ஸ் காட்டும் குறியீட்டையோ உங்கள் மீட்புக் குறியீடுகளில் ஒன்றையோ உள்ளிடவும்.
page-second-step-use-passkey = கடவுச்சாவியைப் பயன்படுத்து

## Login page

page-login-title = உள்நுழைக
page-login-email = மின்னஞ்சல்
page-login-password = கடவுச்சொல்
page-login-button = உள்நுழை
page-login-with-provider = { $provider } மூலம் உள்நுழை
page-login-passkey = கடவுச்சாவி மூலம் உள்நுழை
page-login-forgot = கடவுச்சொல்லை மறந்துவிட்டீர்களா?
page-login-organization = உங்கள் நிறுவனம் மூலம் உள்நுழை
page-organization-title = உங்கள் நிறுவனம் மூலம் உள்நுழைக
page-organization-lead = உங்கள் நிறுவனத்தின் உள்நுழைவைத் தொடர, உங்கள் பணி மின்னஞ்சல் முகவரியையோ நிறுவன ID-யையோ உள்ளிடவும்.
page-organization-field = பணி மின்னஞ்சல் அல்லது நிறுவன ID
page-organization-button = தொடர்க
page-organization-unknown = இந்த முகவரி அல்லது ID மூலம் எந்த நிறுவனமும் உள்நுழைவதில்லை. அதைச் சரிபார்க்கவும் அல்லது உங்கள் மின்னஞ்சல் முகவரி, கடவுச்சொல் மூலம் உள்நுழையவும்.
login-sso-required = உங்கள் நிறுவனம் மூலமே நீங்கள் உள்நுழைய வேண்டும்: உங்கள் நிறுவனத்தின் உள்நுழைவைப் பயன்படுத்தவும்.
login-sso-required-named = { $organization } மூலமே நீங்கள் உள்நுழைய வேண்டும்: கீழே உள்ள அதன் உள்நுழைவைப் பயன்படுத்தவும்.
page-login-new-here = கணக்கு இல்லையா?
page-login-create-account = கணக்கை உருவாக்கு

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = சாதனத்தை இணை
page-device-code-lead = உங்கள் டிவி, கேம் கன்சோல் அல்லது பிற சாதனத்தில் காட்டப்படும் குறியீட்டை உள்ளிடவும்.
page-device-code-label = குறியீடு
page-device-code-button = தொடர்க
page-device-confirm-heading = { $client } ஆப்ஸை இணைக்கவா?
page-device-confirm-lead = { $code } என்ற குறியீட்டைக் காட்டும் ஒரு சாதனம் உங்கள் { $email } கணக்கைப் பயன்படுத்த அனுமதி கேட்கிறது. அந்தச் சாதனத்தில் இதை நீங்களே தொடங்கியிருந்தால் மட்டும் அனுமதிக்கவும்.
page-device-confirm-able = இதனால் செய்யக்கூடியவை:
page-device-confirm-deny = மறு
page-device-confirm-allow = அனுமதி

## Account page

page-account-title = உங்கள் கணக்கு
page-account-signed-in-as = { $email } ஆக உள்நுழைந்துள்ளீர்கள்
page-account-signed-in-as-unconfirmed = { $email } ஆக உள்நுழைந்துள்ளீர்கள் (முகவரி இன்னும் உறுதிப்படுத்தப்படவில்லை: நாங்கள் அனுப்பிய மின்னஞ்சலைப் பார்க்கவும்)
page-account-sessions-heading = நீங்கள் உள்நுழைந்துள்ள இடங்கள்
page-account-session-app = { $package } ஆப்ஸ்
page-account-this-browser = இந்த உலாவி
page-account-sign-out-session = வெளியேறு
page-account-sign-out-others = மற்ற எல்லா இடங்களிலிருந்தும் வெளியேறு
page-account-profile-heading = சுயவிவரம்
page-account-profile-save = சுயவிவரத்தைச் சேமி
page-account-password-heading = கடவுச்சொல்
page-account-current-password = தற்போதைய கடவுச்சொல்
page-account-new-password = புதிய கடவுச்சொல் (குறைந்தது 10 எழுத்துகள்)
page-account-password-change = கடவுச்சொல்லை மாற்று
page-account-email-heading = மின்னஞ்சல் முகவரி
page-account-email-explain = புதிய முகவரிக்கு ஓர் இணைப்பு அனுப்பப்படும்; அது பயன்படுத்தப்பட்டதும் உங்கள் கணக்கு அந்த முகவரிக்கு மாறும். அதுவரை இந்த முகவரி மூலமே உள்நுழைவீர்கள்.
page-account-new-email = புதிய மின்னஞ்சல் முகவரி
page-account-email-password = கடவுச்சொல்
page-account-email-change = மின்னஞ்சல் முகவரியை மாற்று
page-account-data-heading = உங்கள் தரவு
page-account-data-explain = உங்கள் கணக்கைப் பற்றி இந்தச் சேவை வைத்திருக்கும் அனைத்தும் (சுயவிவரம், சாதனங்கள் மற்றும் இடங்களுடன் அமர்வுகள், இணைக்கப்பட்ட வழங்குநர்கள், இரண்டாம் காரணிகள், உங்களைப் பற்றிய பாதுகாப்பு நிகழ்வுகள்) ஒரே JSON கோப்பாக. இதில் கடவுச்சொல்லோ ரகசியமோ இருக்காது.
page-account-data-download = உங்கள் தரவைப் பதிவிறக்கு
page-account-delete-heading = உங்கள் கணக்கை நீக்குதல்
page-account-delete-explain = உங்கள் சுயவிவரம், அமர்வுகள், இரண்டாம் காரணிகள், இணைக்கப்பட்ட வழங்குநர்கள் ஆகியவற்றை அகற்றி, எல்லா இடங்களிலிருந்தும் உங்களை வெளியேற்றும்.
page-account-delete-link = உங்கள் கணக்கை நீக்கு

## Sign-out confirmation

page-logout-title = வெளியேறு
page-logout-question = இந்த உலாவியில் உங்கள் கணக்கிலிருந்து வெளியேறவா?
page-logout-button = வெளியேறு

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = கடவுச்சொல்லை உள்ளிடவும்.
rule-password-too-short = கடவுச்சொல்லில் குறைந்தது { $min } எழுத்துகள் இருக்க வேண்டும்.
rule-password-too-long = கடவுச்சொல்லில் அதிகபட்சம் { $max } எழுத்துகள் இருக்கலாம்.
rule-password-is-email = கடவுச்சொல் மின்னஞ்சல் முகவரியாக இருக்கக்கூடாது.
rule-password-refused = இந்தக் கடவுச்சொல்லைப் பயன்படுத்த முடியாது. வேறொன்றைத் தேர்வுசெய்யவும்.
rule-email-invalid = மின்னஞ்சலைப் பெறக்கூடிய முகவரியை உள்ளிடவும், எடுத்துக்காட்டாக name@example.com.
rule-email-same = இது ஏற்கெனவே கணக்கின் முகவரிதான்.
rule-field-invalid = ஒரு புலம் மிக நீளமாக உள்ளது அல்லது அனுமதிக்கப்படாத எழுத்துகளைக் கொண்டுள்ளது.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = கிளையன்ட் பெயரில் 1 முதல் 200 எழுத்துகள் இருக்க வேண்டும்
rule-client-name-characters = கிளையன்ட் பெயரில் கட்டுப்பாட்டு எழுத்துகளோ இருதிசை வடிவமைப்பு எழுத்துகளோ இருக்கக்கூடாது
rule-resource-server-confidential = ஆதார சர்வர் ஒரு ரகசியக் கிளையன்டாக இருக்க வேண்டும்
rule-client-credentials-confidential = client_credentials-க்கு ரகசியக் கிளையன்ட் தேவை
rule-public-client-secret = பொதுக் கிளையன்டுக்கு ரகசியம் இருக்காது
rule-shared-signals-confidential = Shared Signals பெறுநர் ஒரு ரகசியக் கிளையன்டாக இருக்க வேண்டும்
rule-organization-for-receivers = Shared Signals பெறுநர் மட்டுமே ஒரு நிறுவனத்துடன் இணைக்கப்படும்
rule-profile-field-length = சுயவிவரப் புலங்களில் அதிகபட்சம் { $max } எழுத்துகள் இருக்கலாம்
rule-profile-field-characters = சுயவிவரப் புலங்களில் கட்டுப்பாட்டு எழுத்துகளோ இருதிசை வடிவமைப்பு எழுத்துகளோ இருக்கக்கூடாது
rule-unknown-event-type = அறியப்படாத நிகழ்வு வகை "{ $name }"; அறியப்பட்டவை: { $known }
rule-no-event-type = நிகழ்வுகள் குறைந்தது ஒரு நிகழ்வு வகையைக் குறிப்பிட வேண்டும்
rule-secret-prefix = ரகசியம் whsec_ என்று தொடங்க வேண்டும்
rule-secret-encoding = ரகசியம் whsec_ என்று தொடங்கி base64 வடிவில் இருக்க வேண்டும்
rule-secret-length = ரகசியம் 24 முதல் 64 பைட்டுகள் நீளம் இருக்க வேண்டும்
rule-delivery-status = status என்பது pending, delivered அல்லது failed ஆக இருக்க வேண்டும்
rule-not-a-timestamp = { $name } ஒரு RFC 3339 நேர முத்திரையாக இருக்க வேண்டும்
rule-not-a-user-id = user ஒரு பயனர் ID ஆக இருக்க வேண்டும்
rule-not-an-email = email ஒரு மின்னஞ்சல் முகவரியாக இருக்க வேண்டும்
rule-unknown-audit-type = அறியப்படாத நிகழ்வு வகை
rule-unknown-cursor = cursor இந்த API வழங்கியது அல்ல
rule-page-size = limit 1 முதல் 500 வரை இருக்க வேண்டும்
rule-no-scope = குறைந்தது ஒரு வரம்பு தேவை
rule-undefined-scopes = இந்த API இந்த வரம்புகளை மட்டுமே வரையறுக்கிறது: { $scopes }
rule-role-name = பங்கு admin, support, viewer அல்லது none ஆக இருக்க வேண்டும்
rule-already-verified = முகவரி ஏற்கெனவே சரிபார்க்கப்பட்டது

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = { $client } ஆப்ஸுக்குச் செல்ல
login-failed-title = உள்நுழைவு தோல்வியடைந்தது
login-malformed-link = உள்நுழைவு இணைப்பு தவறான வடிவில் உள்ளது.
login-request-missing-client = கோரிக்கையில் ஆப்ஸ் எதுவும் குறிப்பிடப்படவில்லை.
login-request-unknown-client = இந்த ஆப்ஸ் பதிவுசெய்யப்படவில்லை அல்லது முடக்கப்பட்டுள்ளது.
login-request-missing-redirect-uri = எங்கு திரும்ப வேண்டும் என்பதைக் கோரிக்கை குறிப்பிடவில்லை (redirect_uri).
login-request-unregistered-redirect-uri = இந்த ஆப்ஸுக்கு இந்த redirect_uri பதிவுசெய்யப்படவில்லை.
login-request-state-too-long = state அளவுரு மிக நீளமாக உள்ளது.
login-request-invalid = உள்நுழைவுக் கோரிக்கை செல்லாது.

## Signing out of the browser.

login-signout-failed-title = வெளியேறுதல் தோல்வியடைந்தது
login-signout-malformed-link = வெளியேறும் இணைப்பு தவறான வடிவில் உள்ளது.
login-signed-out-title = வெளியேறிவிட்டீர்கள்
login-signed-out-text = இந்த உலாவியில் நீங்கள் வெளியேறிவிட்டீர்கள்.

## The second step after a password, and an app that needs one.

second-step-title = இரு படி உள்நுழைவு
second-step-code-label = குறியீடு
second-step-continue = தொடர்க
second-step-enrol-title = இரண்டாம் காரணியை அமைக்கவும்
second-step-enrol-text = { $client } ஆப்ஸுக்கு இரு காரணி உள்நுழைவு தேவை. உங்கள் கணக்குப் பக்கத்தில் அங்கீகரிப்பு ஆப்ஸையோ கடவுச்சாவியையோ அமைத்து, பிறகு { $client } ஆப்ஸில் மீண்டும் உள்நுழையவும்.
second-step-enrol-link = உங்கள் கணக்குப் பக்கத்தைத் திற

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = அங்கீகரிப்பு ஆப்ஸ்
second-step-app-on = { $count ->
    [one] அங்கீகரிப்பு ஆப்ஸ் அமைக்கப்பட்டுள்ளது; { $count } மீட்புக் குறியீடு இன்னும் பயன்படுத்தப்படவில்லை.
   *[other] அங்கீகரிப்பு ஆப்ஸ் அமைக்கப்பட்டுள்ளது; { $count } மீட்புக் குறியீடுகள் இன்னும் பயன்படுத்தப்படவில்லை.
}
second-step-app-remove = அங்கீகரிப்பு ஆப்ஸை அகற்று
second-step-app-intro = Google Authenticator அல்லது 1Password போன்ற ஆப்ஸிலிருந்து வரும் குறியீடுகள்; உங்கள் கடவுச்சொல்லுக்குப் பிறகு கேட்கப்படும்.
second-step-app-set-up = அங்கீகரிப்பு ஆப்ஸை அமை
second-step-app-qr-label = உங்கள் அங்கீகரிப்பு ஆப்ஸுக்கான QR குறியீடு
second-step-app-setup-title = அங்கீகரிப்பு ஆப்ஸை அமைத்தல்
second-step-app-setup-lead = உங்கள் அங்கீகரிப்பு ஆப்ஸ் மூலம் குறியீட்டை ஸ்கேன் செய்து, அது காட்டும் ஆறு இலக்கங்களை உள்ளிடவும்.
second-step-app-setup-key = அல்லது இந்த விசையை ஆப்ஸில் தட்டச்சு செய்யவும்:
second-step-app-code-label = ஆப்ஸில் உள்ள குறியீடு
second-step-app-turn-on = இயக்கு
second-step-app-cancel = ரத்துசெய்
second-step-recovery-title = உங்கள் மீட்புக் குறியீடுகளைச் சேமிக்கவும்
second-step-recovery-lead = அங்கீகரிப்பு ஆப்ஸ் இயக்கப்பட்டது. உங்கள் மொபைலைத் தொலைத்துவிட்டால், இந்தக் குறியீடுகள் ஒவ்வொன்றையும் கொண்டு ஒருமுறை உள்நுழையலாம். அவற்றைப் பாதுகாப்பான இடத்தில் வைத்திருக்கவும்: அவை மீண்டும் காட்டப்படாது.
second-step-recovery-back = உங்கள் கணக்குக்குத் திரும்பு

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = கடவுச்சாவி மூலம் உள்நுழை
passkey-not-used = கடவுச்சாவி எதுவும் பயன்படுத்தப்படவில்லை. மீண்டும் முயலவும் அல்லது உங்கள் கடவுச்சொல்லைப் பயன்படுத்தவும்.
passkey-section-heading = கடவுச்சாவிகள்
passkey-section-intro = கடவுச்சாவி மூலம், கடவுச்சொல்லுக்குப் பதிலாக உங்கள் கைரேகை, முகம் அல்லது திரைப் பூட்டைக் கொண்டு உள்நுழையலாம்.
passkey-rename-label = புதிய பெயர்
passkey-rename-button = பெயர் மாற்று
passkey-remove-button = அகற்று
passkey-new-name-label = புதிய கடவுச்சாவிக்கான பெயர்
passkey-new-name-placeholder = இந்த லேப்டாப்
passkey-add-button = கடவுச்சாவியைச் சேர்
passkey-already-registered = இந்தக் கடவுச்சாவி ஏற்கெனவே பதிவுசெய்யப்பட்டுள்ளது.
passkey-not-added = கடவுச்சாவி எதுவும் சேர்க்கப்படவில்லை. மீண்டும் முயலவும்.

## The consent screen.

consent-heading = உங்கள் கணக்கைப் பயன்படுத்த { $client } ஆப்ஸை அனுமதிக்கவா?
consent-lead = நீங்கள் { $account } ஆக உள்நுழைந்துள்ளீர்கள். { $client } என்பது வேறொருவர் உருவாக்கிய ஆப்ஸ்; அது கேட்பவை:
consent-revoke-note = அதன் அணுகலை எப்போது வேண்டுமானாலும் உங்கள் கணக்குப் பக்கத்தில் நீக்கலாம்.
consent-deny = மறு
consent-allow = அனுமதி
consent-title = { $client } ஆப்ஸை அனுமதிக்கவா?

## Connecting a device (TV, console) with a code.

device-login-lead = உங்கள் கணக்குடன் ஒரு சாதனத்தை இணைக்க
device-code-unknown = அந்தக் குறியீடு தவறானது, காலாவதியானது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. உங்கள் சாதனத்தில் உள்ள குறியீட்டைச் சரிபார்த்து மீண்டும் முயலவும்.
device-code-throttled = பல தவறான குறியீடுகள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும்.
device-code-form-expired = இந்தப் படிவம் காலாவதியாகிவிட்டது. குறியீட்டை மீண்டும் உள்ளிடவும்.
device-connected-title = சாதனம் இணைக்கப்பட்டது
device-connected-text = { $client } இப்போது உங்கள் கணக்குடன் இணைக்கப்பட்டுள்ளது. உங்கள் சாதனத்துக்குத் திரும்பலாம்.
device-denied-title = கோரிக்கை மறுக்கப்பட்டது
device-denied-text = { $client } இணைக்கப்படவில்லை. இந்தப் பக்கத்தை மூடலாம்.
device-two-factors-title = இரு காரணி உள்நுழைவு தேவை
device-two-factors-text = { $client } ஆப்ஸுக்கு இரு காரணி உள்நுழைவு தேவை. உங்கள் கணக்குப் பக்கத்தில் உங்கள் இரண்டாம் காரணி மூலம் உள்நுழைந்து (அல்லது ஒன்றை அமைத்து), பிறகு குறியீட்டை இங்கே மீண்டும் உள்ளிடவும்.
device-two-factors-link = உங்கள் கணக்குப் பக்கத்தைத் திற

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = இணைத்தல் தோல்வியடைந்தது
upstream-link-from-account-page = உங்கள் கணக்குப் பக்கத்தில் உள்ள அதற்கான பட்டன் மூலம் வழங்குநரை இணைக்கவும்.
upstream-link-expired = இந்தப் பக்கம் காலாவதியாகிவிட்டது. உங்கள் கணக்குப் பக்கத்துக்குத் திரும்பி, அதை ரெஃப்ரெஷ் செய்து மீண்டும் முயலவும்.
upstream-unknown-provider = அப்படி ஓர் உள்நுழைவு வழங்குநர் இல்லை.
upstream-bad-state = இந்த உள்நுழைவு ஏற்கெனவே பயன்படுத்தப்பட்டது, காலாவதியானது அல்லது வேறொரு உலாவியில் தொடங்கப்பட்டது. ஆப்ஸுக்குத் திரும்பி மீண்டும் உள்நுழையவும்.
upstream-denied = வழங்குநர் உங்களை உள்நுழைய அனுமதிக்கவில்லை. ஆப்ஸுக்குத் திரும்பி மீண்டும் முயலவும்.
upstream-refused = வழங்குநரின் பதிலை ஏற்க முடியவில்லை. ஆப்ஸுக்குத் திரும்பி மீண்டும் உள்நுழையவும்.
upstream-unavailable = உள்நுழைவு வழங்குநரை அணுக முடியவில்லை. சிறிது நேரத்தில் மீண்டும் முயலவும் அல்லது வேறு வழியில் உள்நுழையவும்.
upstream-email-taken = இந்த மின்னஞ்சல் முகவரியுடன் ஏற்கெனவே ஒரு கணக்கு உள்ளது. அதன் கடவுச்சொல் அல்லது கடவுச்சாவி மூலம் அதில் உள்நுழைந்து, பிறகு உங்கள் கணக்குப் பக்கத்தில் இந்த வழங்குநரை இணைக்கவும்.
upstream-outside-domains = உங்கள் நிறுவனத்தின் உள்நுழைவு, அந்த நிறுவனத்தின் சொந்தச் சரிபார்க்கப்பட்ட டொமைன்களில் உள்ள முகவரிகளை மட்டுமே உள்நுழைய அனுமதிக்கும்.
upstream-unconfirmed-account = இந்த மின்னஞ்சல் முகவரியுடன் ஒரு கணக்கு உள்ளது, ஆனால் அதன் முகவரி ஒருபோதும் உறுதிப்படுத்தப்படவில்லை. அதை உறுதிப்படுத்தி (அல்லது அதன் கடவுச்சொல்லை மீட்டமைத்து), பிறகு உங்கள் நிறுவனம் மூலம் மீண்டும் உள்நுழையவும்.
upstream-operator-account = இந்தக் கணக்குக்கு நிர்வாகக் கன்சோலில் ஒரு பங்கு உள்ளது: இது நிறுவன உள்நுழைவு மூலம் அல்லாமல், தன் சொந்தக் கடவுச்சொல், இரண்டாம் காரணி மூலம் உள்நுழையும்.
upstream-registration-closed = இந்தக் கணக்கு இங்கே அறியப்படவில்லை, புதிய கணக்குகளும் திறக்கப்படவில்லை. கணக்குக்காகச் சேவை நிர்வாகியிடம் கேட்கவும்.
upstream-no-email = புதிய கணக்குக்குத் தேவையான மின்னஞ்சல் முகவரியை வழங்குநர் பகிரவில்லை.
upstream-unverified-email = இந்த மின்னஞ்சல் முகவரி உங்களுடையது என்பதை வழங்குநர் உறுதிப்படுத்தவில்லை, எனவே அதைக் கொண்டு கணக்கை உருவாக்க முடியாது. உங்கள் மின்னஞ்சல் முகவரியுடன் ஒரு கணக்கை உருவாக்கி, பிறகு உங்கள் கணக்குப் பக்கத்தில் வழங்குநரை இணைக்கவும்.
upstream-linked-elsewhere = இந்த உள்நுழைவு ஏற்கெனவே வேறொரு கணக்குடன் இணைக்கப்பட்டுள்ளது.
upstream-already-linked = உங்கள் கணக்கு ஏற்கெனவே இந்த வழங்குநருடன் வேறொரு உள்நுழைவு மூலம் இணைக்கப்பட்டுள்ளது. முதலில் அந்த இணைப்பை நீக்கவும்.
upstream-disabled = இந்தக் கணக்கு முடக்கப்பட்டுள்ளது.
upstream-reauthenticate = உங்கள் கணக்குப் பக்கத்தில் மீண்டும் உள்நுழைந்து, பிறகு வழங்குநரை இணைக்கவும்.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = உங்கள் கணக்கை உருவாக்கவும்
signup-lead = உங்கள் முகவரியை உறுதிப்படுத்த உங்களுக்கு ஒரு மின்னஞ்சல் அனுப்புவோம்.
signup-email = மின்னஞ்சல்
signup-password = கடவுச்சொல் (குறைந்தது 10 எழுத்துகள்)
signup-name = பெயர் (விருப்பத்தேர்வு)
signup-button = கணக்கை உருவாக்கு
signup-closed-title = பதிவு மூடப்பட்டுள்ளது
signup-closed-text = புதிய கணக்குகளை இந்தச் சேவையின் நிர்வாகி உருவாக்குவார். அவரிடம் ஒரு கணக்கைக் கேட்கவும்.
signup-sent-title = உங்கள் மின்னஞ்சலைப் பார்க்கவும்
signup-sent-text = உங்கள் முகவரியை உறுதிப்படுத்த ஒரு மின்னஞ்சல் அனுப்பியுள்ளோம். அதிலுள்ள இணைப்பைத் திறக்கவும்; நீங்கள் இப்போதே உள்நுழையலாம்.
signup-sent-continue-text = உங்கள் முகவரியை உறுதிப்படுத்த ஒரு மின்னஞ்சல் அனுப்பியுள்ளோம். இப்போது உள்நுழைந்து தொடரலாம்.
signup-sent-continue = உள்நுழைந்து தொடர்க

## Address confirmation page (opened from the mailed link)

verify-title = உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்
verify-lead = உங்கள் கணக்கு இந்த மின்னஞ்சல் முகவரியைப் பயன்படுத்த, இது உங்களுடையது என்பதை உறுதிப்படுத்தவும். நீங்கள் இங்கே கணக்கை உருவாக்கவில்லை அல்லது அதன் முகவரியை மாற்றவில்லை என்றால், உறுதிப்படுத்த வேண்டாம்: இந்தப் பக்கத்தை மூடவும்.
verify-button = என் முகவரியை உறுதிப்படுத்து
verify-done-title = மின்னஞ்சல் முகவரி உறுதிப்படுத்தப்பட்டது
verify-done-text = நன்றி: உங்கள் மின்னஞ்சல் முகவரி உறுதிப்படுத்தப்பட்டது. இந்தப் பக்கத்தை மூடலாம்.

## Password reset request page

forgot-title = கடவுச்சொல்லை மறந்துவிட்டீர்களா?
forgot-lead = உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும். அதற்கு ஒரு கணக்கு இருந்தால், புதிய கடவுச்சொல்லை அமைக்க உங்களுக்கு ஓர் இணைப்பை அனுப்புவோம்.
forgot-email = மின்னஞ்சல்
forgot-button = இணைப்பை அனுப்பு
forgot-sent-title = உங்கள் மின்னஞ்சலைப் பார்க்கவும்
forgot-sent-text = இந்த முகவரிக்குக் கணக்கு இருந்தால், புதிய கடவுச்சொல்லை அமைப்பதற்கான இணைப்புடன் ஒரு மின்னஞ்சல் வந்துகொண்டிருக்கிறது. இணைப்பு 30 நிமிடங்கள் செயல்படும்.

## New password page (opened from the mailed link)

reset-title = புதிய கடவுச்சொல்லை அமைக்கவும்
reset-lead = 10 முதல் 256 எழுத்துகள் கொண்ட கடவுச்சொல்லைத் தேர்வுசெய்யவும். உங்கள் கணக்கில் உள்நுழைந்துள்ள எல்லாச் சாதனங்களும் வெளியேற்றப்படும்.
reset-password = புதிய கடவுச்சொல்
reset-button = கடவுச்சொல்லை அமை
reset-done-title = கடவுச்சொல் அமைக்கப்பட்டது
reset-done-text = உங்கள் புதிய கடவுச்சொல் அமைக்கப்பட்டது, உள்நுழைந்திருந்த எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன. புதிய கடவுச்சொல் மூலம் மீண்டும் உள்நுழையவும்.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = உங்கள் சுயவிவரம் சேமிக்கப்பட்டது.
account-password-changed = உங்கள் கடவுச்சொல் மாற்றப்பட்டது; மற்ற எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.
account-email-requested = அந்த முகவரியைப் பயன்படுத்த முடிந்தால், அதை உறுதிப்படுத்துவதற்கான இணைப்பு அங்கு அனுப்பப்படுகிறது: அது பயன்படுத்தப்பட்டதும் உங்கள் முகவரி மாறும்.
account-session-signed-out = அந்த அமர்விலிருந்து வெளியேற்றப்பட்டது.
account-others-signed-out = மற்ற எல்லா அமர்வுகளிலிருந்தும் வெளியேற்றப்பட்டது.
account-console-needs-factor = நிர்வாகக் கன்சோலுக்கு இரண்டாம் காரணி தேவை: கீழே அங்கீகரிப்பு ஆப்ஸையோ கடவுச்சாவியையோ சேர்த்து, பிறகு அதைக் கொண்டு மீண்டும் உள்நுழையவும்.
account-form-expired = இந்தப் படிவம் காலாவதியாகிவிட்டது. மீண்டும் முயலவும்.
account-login-lead = உங்கள் கணக்கைப் பார்க்கவும் மாற்றவும்
account-sign-in-again-lead = நீங்கள் உள்நுழையும் முறையை மாற்ற மீண்டும் உள்நுழையவும்
account-sign-in-again = உங்கள் பாதுகாப்புக்காக, உள்நுழையும் முறை ஒன்றைச் சேர்ப்பதற்கு அல்லது அகற்றுவதற்கு முன் மீண்டும் உள்நுழையவும் (இரண்டாம் காரணி இருந்தால் அதனுடன்).
account-second-step-purpose = உங்கள் கணக்கைத் திறக்க
account-profile-name = பெயர்
account-profile-mobile = மொபைல் எண்
account-profile-picture = படத்தின் URL
account-profile-country-code = நாட்டுக் குறியீடு
account-profile-country = நாடு
account-profile-city = நகரம்
account-profile-postal-code = அஞ்சல் குறியீடு
account-session-unknown-device = அறியப்படாத சாதனம்
account-session-unknown-app = அறியப்படாத ஆப்ஸ்
account-session-when = உள்நுழைந்தது: { $since } · கடைசியாகச் செயல்பட்டது: { $active }
account-provider-not-linked = அந்த வழங்குநர் உங்கள் கணக்குடன் இணைக்கப்படவில்லை.
account-last-sign-in-method = உங்கள் கணக்கில் உள்நுழைய இது மட்டுமே வழி. முதலில் ஒரு கடவுச்சாவியைச் சேர்க்கவும் அல்லது கடவுச்சொல்லை அமைக்கவும் (கடவுச்சொல்லை மறந்துவிட்டீர்களா?).
account-session-gone = அந்த அமர்வு இனி உள்நுழைந்த நிலையில் இல்லை.
account-wrong-password = தற்போதைய கடவுச்சொல் தவறானது.
account-too-many-passwords = பல தவறான கடவுச்சொற்கள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும்.
account-unknown-action = இந்தப் பக்கம் அந்தச் செயலைச் செய்வதில்லை.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = அங்கீகரிப்பு ஆப்ஸ் அகற்றப்பட்டது.
factors-passkey-added = உங்கள் கடவுச்சாவி சேர்க்கப்பட்டது: இனி அதைக் கொண்டு உள்நுழையலாம்.
factors-passkey-renamed = கடவுச்சாவியின் பெயர் மாற்றப்பட்டது.
factors-passkey-removed = கடவுச்சாவி அகற்றப்பட்டது.
factors-passkey-added-on = சேர்க்கப்பட்டது: { $date }
factors-passkey-last-used = கடைசியாகப் பயன்படுத்தியது: { $date }
factors-passkey-synced = ஒத்திசைக்கப்பட்டது
factors-wrong-code = அந்தக் குறியீடு தவறானது. ஆப்ஸின் கடிகாரத்தைச் சரிபார்த்து, அது இப்போது காட்டும் குறியீட்டை உள்ளிடவும்.
factors-too-many-codes = பல தவறான குறியீடுகள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும்.
factors-totp-already = அங்கீகரிப்பு ஆப்ஸ் ஏற்கெனவே அமைக்கப்பட்டுள்ளது.
factors-totp-nothing-pending = எந்த அங்கீகரிப்பு ஆப்ஸும் அமைக்கப்பட்டுக்கொண்டிருக்கவில்லை. மீண்டும் தொடங்கவும்.
factors-totp-not-set-up = அங்கீகரிப்பு ஆப்ஸ் எதுவும் அமைக்கப்படவில்லை.
factors-passkey-registered = அந்தக் கடவுச்சாவி ஏற்கெனவே பதிவுசெய்யப்பட்டுள்ளது.
factors-passkey-too-many = உங்கள் கணக்கில் அனுமதிக்கப்பட்ட அதிகபட்ச எண்ணிக்கையில் கடவுச்சாவிகள் உள்ளன: முதலில் ஒன்றை அகற்றவும்.
factors-passkey-too-many-attempts = பல முயற்சிகள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும்.
factors-passkey-name-length = கடவுச்சாவியின் பெயரில் 1 முதல் 64 எழுத்துகள் இருக்க வேண்டும்.
factors-passkey-not-yours = அந்தக் கடவுச்சாவி இனி உங்களுடையது அல்ல.
factors-passkey-not-added = கடவுச்சாவியைச் சேர்க்க முடியவில்லை அல்லது அதிக நேரம் எடுத்தது. மீண்டும் முயலவும்.
factors-page-expired = இந்தப் பக்கம் காலாவதியாகிவிட்டது; அதை ரெஃப்ரெஷ் செய்யவும்.
factors-sign-in-again = மீண்டும் உள்நுழையவும்.
factors-passkeys-unavailable = இந்தச் சர்வரில் கடவுச்சாவிகள் கிடைக்கவில்லை.
factors-sign-in-to-add = கடவுச்சாவியைச் சேர்க்க மீண்டும் உள்நுழையவும்.

## The account page's sign-in providers (another account that signs the user in).

links-heading = வேறொரு கணக்கு மூலம் உள்நுழைதல்
links-linked = வழங்குநர் இணைக்கப்பட்டது: இனி அதன் மூலம் இந்தக் கணக்கில் உள்நுழையலாம்.
links-unlinked = வழங்குநரின் இணைப்பு நீக்கப்பட்டது.
links-linked-on = இணைக்கப்பட்டது: { $date }
links-unlink = இணைப்பை நீக்கு
links-link = { $provider } கணக்கை இணை

## The account page's third-party apps the user allowed.

apps-heading = அணுகல் உள்ள ஆப்ஸ்
apps-allowed-on = அனுமதிக்கப்பட்டது: { $date }
apps-remove = அணுகலை நீக்கு
apps-removed = ஆப்ஸின் அணுகல் நீக்கப்பட்டது; அது வெளியேற்றப்பட்டது.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = உங்கள் கணக்கை நீக்குதல்
delete-explain-lead = உங்கள் கணக்கையும் அதைப் பற்றி வைக்கப்பட்டுள்ள அனைத்தையும் நீங்களே நீக்கலாம்.
delete-explain-sign-in = உள்நுழையவும்: உங்கள் கடவுச்சொல், ஒரு கடவுச்சாவி அல்லது நீங்கள் பதிவுசெய்த வழங்குநர் மூலம் ("… மூலம் உள்நுழை").
delete-explain-confirm = கணக்கை நீக்க வேண்டும் என்பதை உறுதிப்படுத்தவும்.
delete-explain-what = நீக்கப்படுபவை: உங்கள் சுயவிவரம் (பெயர், மின்னஞ்சல் முகவரி, தொலைபேசி எண், படம், இடம்), உங்கள் கடவுச்சொல், எல்லா அமர்வுகளும் அவற்றுடன் பதிவான சாதனங்களும் இடங்களும், இரண்டாம் காரணிகள், கடவுச்சாவிகள், இணைக்கப்பட்ட உள்நுழைவு வழங்குநர்கள், ஆப்ஸுக்கு வழங்கப்பட்ட எல்லா டோக்கன்களும். எல்லாச் சாதனங்களும் வெளியேற்றப்படும். பாதுகாப்புப் பதிவு உங்களைப் பற்றிய பதிவுகளை ஒரு சீரற்ற பெயரில், IP முகவரிகள் இல்லாமல், அதிகபட்சம் { $days ->
        [one] { $days } நாள்
       *[other] { $days } நாட்கள்
    } வைத்திருக்கும்.
delete-explain-now = எப்போது: உடனடியாக. உங்கள் மின்னஞ்சல் முகவரிக்கு உறுதிப்படுத்தல் அனுப்பப்படும்.
delete-explain-later = எப்போது: நீங்கள் கேட்டதிலிருந்து { $days ->
        [one] { $days } நாள்
       *[other] { $days } நாட்கள்
    } கழித்து; அதற்கு முன் உள்நுழைந்தால் கணக்கு நீக்கப்படாது. உங்கள் மின்னஞ்சல் முகவரிக்கு உறுதிப்படுத்தல் அனுப்பப்படும்.
delete-explain-apps = ஆப்ஸும் அவற்றின் அமைப்புகளிலிருந்து கணக்கை நீக்கலாம்.
delete-explain-link = உள்நுழைந்து உங்கள் கணக்கை நீக்கவும்
delete-login-lead = உங்கள் கணக்கை நீக்க
delete-confirm-what = இது உங்கள் சுயவிவரம், அமர்வுகள், இரண்டாம் காரணிகள், கடவுச்சாவிகள், இணைக்கப்பட்ட வழங்குநர்கள் ஆகியவற்றை நீக்கி, எல்லாச் சாதனங்களிலிருந்தும் உங்களை வெளியேற்றும்.
delete-confirm-later = { $days ->
        [one] { $days } நாள்
       *[other] { $days } நாட்கள்
    } கழித்துக் கணக்கு நீக்கப்படும்; அதற்கு முன் உள்நுழைந்தால் அது நீக்கப்படாது.
delete-confirm-now = இதைச் செயல்தவிர்க்க முடியாது.
delete-confirm-check = என் கணக்கையும் அதைப் பற்றி வைக்கப்பட்டுள்ள அனைத்தையும் நீக்கு
delete-confirm-button = என் கணக்கை நீக்கு
delete-confirm-keep = கணக்கை நீக்க வேண்டாம்
delete-done-title = கணக்கு நீக்கப்பட்டது
delete-done = உங்கள் கணக்கும் அதைப் பற்றி வைக்கப்பட்டிருந்த அனைத்தும் நீக்கப்பட்டன. உங்கள் மின்னஞ்சல் முகவரிக்கு உறுதிப்படுத்தல் அனுப்பப்படுகிறது.
delete-scheduled-title = கணக்கு நீக்கம் திட்டமிடப்பட்டது
delete-scheduled = எல்லா அமர்வுகளும் முடிந்தன. உங்கள் கணக்கு { $date } அன்று நீக்கப்படும்; அதை வைத்திருக்க அதற்கு முன் உள்நுழையவும்.

## The account page's language (stored: the language of the user's mails).

account-language-heading = மொழி
account-language-help = இந்தக் கணக்கின் பக்கங்களுக்கும் அதற்கு அனுப்பப்படும் மின்னஞ்சல்களுக்குமான மொழி.
account-language-save = மொழியைச் சேமி
account-language-saved = உங்கள் மொழி சேமிக்கப்பட்டது.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · கன்சோல்
console-nav-signed-in = கன்சோல் · { $email } ஆக உள்நுழைந்துள்ளீர்கள் ({ $role })
console-nav-your-account = உங்கள் கணக்கு
console-nav-label = கன்சோல்
console-nav-overview = மேலோட்டம்
console-nav-users = பயனர்கள்
console-nav-organizations = நிறுவனங்கள்
console-nav-clients = கிளையன்ட்கள்
console-nav-apis = API-கள்
console-nav-webhooks = வெப்ஹூக்குகள்
console-nav-audit = தணிக்கைப் பதிவு
console-nav-keys = விசைகள்
console-nav-settings = அமைப்புகள்

console-frame-role-admin = நிர்வாகி
console-frame-role-support = உதவி
console-frame-role-viewer = பார்வையாளர்
console-frame-role-none = எதுவுமில்லை
console-frame-table-empty = { $caption }: எதுவுமில்லை.
console-frame-age-days = { $count ->
    [one] { $count } நாள்
   *[other] { $count } நாட்கள்
}
console-frame-age-hours = { $count ->
    [one] { $count } மணிநேரம்
   *[other] { $count } மணிநேரம்
}
console-frame-age-minutes = { $count ->
    [one] { $count } நிமிடம்
   *[other] { $count } நிமிடங்கள்
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = உங்கள் கன்சோல் பங்கு இந்தப் பக்கத்தைத் திறக்க அனுமதிக்காது. தேவைப்பட்டால் நிர்வாகியிடம் கேட்கவும்.
console-gate-form-expired = இந்தப் படிவம் காலாவதியானது அல்லது கன்சோலிலிருந்து வரவில்லை. பக்கத்தை மீண்டும் திறந்து, மீண்டும் செய்யவும்.
console-gate-change-not-allowed = உங்கள் கன்சோல் பங்கு இந்த மாற்றத்தை அனுமதிக்காது.
console-gate-no-role = உங்கள் கணக்குக்குக் கன்சோலில் பங்கு எதுவும் இல்லை. நிர்வாகி ஒருவர் உங்களுக்கு ஒன்றை வழங்கலாம்.
console-gate-not-allowed-title = அனுமதி இல்லை
console-gate-not-found-title = கிடைக்கவில்லை
console-gate-not-done-title = செய்யப்படவில்லை
console-gate-sign-in-again-lead = கன்சோலைத் திறக்க, உங்கள் இரண்டாம் காரணியுடன் மீண்டும் உள்நுழையவும்
console-gate-needs-second-factor = கன்சோலுக்கு உங்கள் இரண்டாம் காரணியுடன் (உங்கள் அங்கீகரிப்பு ஆப்ஸ் அல்லது ஒரு கடவுச்சாவி) உள்நுழைவு தேவை.
console-gate-no-such-user = அப்படி ஒரு பயனர் இல்லை.
console-gate-no-such-client = அப்படி ஒரு கிளையன்ட் இல்லை.
console-gate-no-such-api = அப்படி ஒரு API இல்லை.
console-gate-no-such-webhook = அப்படி ஒரு வெப்ஹூக் இல்லை.
console-gate-no-such-delivery = அப்படி ஒரு வழங்கல் இல்லை.
console-gate-no-such-session = அப்படி ஓர் அமர்வு இல்லை.
console-gate-no-such-link = அப்படி ஒரு வழங்குநர் இணைப்பு இல்லை.
console-gate-no-such-organization = அப்படி ஒரு நிறுவனம் இல்லை.
console-gate-no-such-domain = அப்படி ஒரு டொமைன் இல்லை.
console-gate-no-such = கிடைக்கவில்லை: { $what }.
console-gate-duplicate-email = அந்த மின்னஞ்சலுடன் ஒரு பயனர் ஏற்கெனவே உள்ளார்.
console-gate-last-sign-in-method = இந்த வழங்குநர் இணைப்பே கணக்கில் உள்நுழைவதற்கான கடைசி வழி: முதலில் கடவுச்சொல்லை அமைக்கவும்.
console-gate-api-exists = அந்த அடையாளங்காட்டியுடன் ஒரு API ஏற்கெனவே உள்ளது.
console-gate-disable-client-first = கிளையன்டை நீக்கும் முன் அதை முடக்கவும்.

## The console's overview page.

console-overview-title = மேலோட்டம்
console-overview-find-user = பயனரைக் கண்டறி
console-overview-accounts = கணக்குகள்
console-overview-live-sessions = செயலில் உள்ள அமர்வுகள்
console-overview-sign-ins = உள்நுழைவுகள், 24 மணிநேரம்
console-overview-failed-sign-ins = தோல்வியடைந்த உள்நுழைவுகள், 24 மணிநேரம்
console-overview-lockouts = தற்போதைய பூட்டுதல்கள்
console-overview-failing-deliveries = தோல்வியடையும் வெப்ஹூக் வழங்கல்கள்
console-overview-chart-heading = கடந்த 24 மணிநேரத்தில் உள்நுழைவுகள்
console-overview-counted = கணக்கிடப்பட்டது: { $at } (எண்ணிக்கைகள் அதிகபட்சம் ஒரு நிமிடம் பழையவை).
console-overview-chart-label = கடந்த 24 மணிநேரத்தில் மணிநேர வாரியான உள்நுழைவுகள்: { $succeeded } வெற்றி, { $failed } தோல்வி
console-overview-chart-hour = { $time }: { $succeeded } வெற்றி, { $failed } தோல்வி
console-overview-chart-start = 24 மணிநேரத்துக்கு முன்
console-overview-chart-end = இப்போது
console-overview-legend-succeeded = வெற்றி ({ $count })
console-overview-legend-failed = தோல்வி ({ $count })
console-overview-keys-heading = கையொப்ப விசைகள்
console-overview-keys-caption = கையொப்ப விசைகள், புதியவை முதலில்
console-overview-key = விசை
console-overview-algorithm = அல்காரிதம்
console-overview-state = நிலை
console-overview-age = வயது
console-overview-signing-for = கையொப்பமிடும் காலம்
console-overview-key-pending = நிலுவையில்
console-overview-key-active = செயலில்
console-overview-key-retired = ஓய்வுபெற்றது
console-overview-keys-link = விசைகளும் சுழற்சியும்

## The console's users list.

console-users-title = பயனர்கள்
console-users-deleted = பயனர் நீக்கப்பட்டார்.
console-users-search-label = முகவரி, பெயர் அல்லது பயனர் ID
console-users-search = தேடு
console-users-search-help = முகவரிகள் தொடக்கத்திலிருந்தும், பெயர்கள் எந்தச் சொல்லின் தொடக்கத்திலிருந்தும் பொருந்தும்; ID முழுமையாக மட்டுமே பொருந்தும்.
console-users-caption = பயனர்கள், பழையவர்கள் முதலில்
console-users-matching = “{ $query }” உடன் பொருந்தும் பயனர்கள்
console-users-address = முகவரி
console-users-name = பெயர்
console-users-verified = சரிபார்க்கப்பட்டது
console-users-state = நிலை
console-users-created = உருவாக்கப்பட்டது
console-users-yes = ஆம்
console-users-no = இல்லை
console-users-enabled = இயக்கத்தில்
console-users-disabled = முடக்கப்பட்டது
console-users-next-page = அடுத்த பக்கம்

## The console's page of one user.

console-user-done-disabled = பயனர் முடக்கப்பட்டார்: எல்லா அமர்வுகளும் முடிந்தன.
console-user-done-enabled = பயனர் இயக்கப்பட்டார்: அவர் மீண்டும் உள்நுழையலாம்.
console-user-done-signed-out = பயனரின் எல்லா அமர்வுகளும் முடிந்தன.
console-user-done-session-ended = அமர்வு முடிந்தது.
console-user-done-factors-reset = பயனரின் இரண்டாம் காரணிகள் அகற்றப்பட்டன; அவருக்கு மின்னஞ்சல் மூலம் தெரிவிக்கப்பட்டது.
console-user-done-verification-sent = சரிபார்ப்பு மின்னஞ்சல் அனுப்பப்படுகிறது.
console-user-done-role = பங்கு மாற்றப்பட்டது.
console-user-why-heading = இந்தப் பயனரால் ஏன் உள்நுழைய முடியவில்லை?
console-user-nothing-stops = இப்போது இந்தப் பயனர் உள்நுழைவதை எதுவும் தடுக்கவில்லை.
console-user-reason-disabled = இந்தக் கணக்கு ஓர் இயக்குநரால் முடக்கப்பட்டுள்ளது.
console-user-reason-unverified = முகவரி சரிபார்க்கப்படவில்லை: சரிபார்ப்பு மின்னஞ்சலில் உள்ள இணைப்பு பயன்படுத்தப்படும் வரை கடவுச்சொல் உள்நுழைவு மறுக்கப்படும்.
console-user-reason-locked-password = { $ip } இலிருந்து வந்த தவறான கடவுச்சொற்களால் { $until } வரை பூட்டப்பட்டுள்ளது (சுமார் { $minutes } நிமி; உள்நுழைவு வரம்பு).
console-user-reason-locked-second-step = தவறான குறியீடுகளால் இரண்டாம் படி { $until } வரை பூட்டப்பட்டுள்ளது (சுமார் { $minutes } நிமி; இரண்டாம் காரணி வரம்பு).
console-user-reason-passkey-only = கணக்குக்குக் கடவுச்சொல் இல்லை: அது கடவுச்சாவி மூலம் மட்டுமே (அல்லது கடவுச்சொல் மீட்டமைப்புக்குப் பிறகு) உள்நுழையும்.
console-user-reason-providers-only = கணக்குக்குக் கடவுச்சொல் இல்லை: அது { $providers } மூலம் மட்டுமே (அல்லது கடவுச்சொல் மீட்டமைப்புக்குப் பிறகு) உள்நுழையும்.
console-user-reason-second-factor-due = இரண்டாம் காரணி எதுவும் அமைக்கப்படவில்லை, ஆனால் { $clients } இரு காரணி உள்நுழைவைக் கேட்கின்றன: பயனர் முதலில் ஒன்றைச் சேர்க்க வேண்டும்.
console-user-reason-deletion-scheduled = பயனர் கணக்கை நீக்கக் கேட்டுள்ளார்: அதற்கு முன் உள்நுழையாவிட்டால், அது { $date } அன்று நீக்கப்படும்.
console-user-profile = சுயவிவரம்
console-user-id = பயனர் ID
console-user-address = முகவரி
console-user-verified = சரிபார்க்கப்பட்டது
console-user-state = நிலை
console-user-name = பெயர்
console-user-mobile = மொபைல்
console-user-place = இடம்
console-user-created = உருவாக்கப்பட்டது
console-user-console-role = கன்சோல் பங்கு
console-user-sessions = அமர்வுகள்
console-user-sessions-caption = செயலில் உள்ள அமர்வுகள், சமீபத்தியவை முதலில்
console-user-device = சாதனம்
console-user-ip-and-place = IP மற்றும் இடம்
console-user-signed-in = உள்நுழைந்தது
console-user-last-active = கடைசிச் செயல்பாடு
console-user-methods = முறைகள்
console-user-end-column = முடி
console-user-end-session = முடி
console-user-unknown-device = அறியப்படாத சாதனம்
console-user-second-factors = இரண்டாம் காரணிகள்
console-user-authenticator-app = அங்கீகரிப்பு ஆப்ஸ்
console-user-recovery-codes-left = மீதமுள்ள மீட்புக் குறியீடுகள்
console-user-passkeys = கடவுச்சாவிகள்
console-user-factor-none = எதுவுமில்லை
console-user-totp-since = { $date } முதல்
console-user-providers-and-apps = வழங்குநர்களும் ஆப்ஸும்
console-user-links-caption = இணைக்கப்பட்ட வழங்குநர்கள்
console-user-provider = வழங்குநர்
console-user-address-given = வழங்கப்பட்ட முகவரி
console-user-linked = இணைக்கப்பட்டது
console-user-consents-caption = மூன்றாம் தரப்பு ஆப்ஸுக்கான ஒப்புதல்கள்
console-user-client = கிளையன்ட்
console-user-scopes = வரம்புகள்
console-user-allowed = அனுமதிக்கப்பட்டது
console-user-recent-events = சமீபத்திய நிகழ்வுகள்
console-user-events-caption = பயனரைப் பற்றிய புதிய தணிக்கை நிகழ்வுகள்
console-user-when = எப்போது
console-user-type = வகை
console-user-actor = செய்தவர்
console-user-ip = IP முகவரி
console-user-every-event = பயனரைப் பற்றிய எல்லா நிகழ்வுகளும்
console-user-actions = செயல்கள்
console-user-disable = முடக்கு
console-user-enable = இயக்கு
console-user-sign-out-everywhere = எல்லா இடங்களிலிருந்தும் வெளியேற்று
console-user-resend-verification = சரிபார்ப்பு மின்னஞ்சலை மீண்டும் அனுப்பு
console-user-reset-factors = இரண்டாம் காரணிகளை மீட்டமை
console-user-reset-factors-confirm = அங்கீகரிப்பு ஆப்ஸ், மீட்புக் குறியீடுகள், கடவுச்சாவிகள் ஆகியவற்றை அகற்று
console-user-delete = பயனரை நீக்கு
console-user-delete-confirm = இந்தக் கணக்கையும் அதைப் பற்றிய அனைத்தையும் இப்போதே நீக்கு
console-user-role-heading = கன்சோல் பங்கு
console-user-role-label = பங்கு
console-user-set-role = பங்கை அமை
console-user-role-help = பார்வையாளர்கள் எல்லாப் பக்கங்களையும் படிக்கலாம்; உதவிக் குழு கூடுதலாகப் பயனர்களை முடக்கலாம், இயக்கலாம், வெளியேற்றலாம், அவர்களின் இரண்டாம் காரணிகளை மீட்டமைக்கலாம், சரிபார்ப்பு மின்னஞ்சலை மீண்டும் அனுப்பலாம்; நிர்வாகிகள் எல்லாவற்றையும் செய்யலாம்.
console-user-unknown-action = இந்தப் பக்கம் அந்தச் செயலைச் செய்வதில்லை.
console-user-not-on-this-user = இந்தப் பயனர் மீது இதைச் செய்ய முடியாது: நிர்வாகிக்குக் கீழ் உள்ள இயக்குநர்கள் பங்கு இல்லாத பயனர்கள் மீது மட்டுமே செயல்பட முடியும்; மேலும் யாரும் இங்கே தங்கள் சொந்தப் பங்கு, நிலை, காரணிகள் அல்லது கணக்கை மாற்ற முடியாது.
console-user-tick-to-confirm = உறுதிப்படுத்தப் பெட்டியைத் தேர்வுசெய்து, மீண்டும் செய்யவும்.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = கிளையன்ட்கள்
console-client-list-caption = கிளையன்ட்கள், பழையவை முதலில்
console-client-name = பெயர்
console-client-kind = வகை
console-client-state = நிலை
console-client-registered = பதிவுசெய்யப்பட்டது
console-client-kind-public = பொது
console-client-kind-confidential = ரகசியமானது
console-client-state-enabled = இயக்கத்தில்
console-client-state-disabled = முடக்கப்பட்டது
console-client-register-heading = கிளையன்டைப் பதிவுசெய்தல்
console-client-register = பதிவுசெய்
console-client-registered-notice = கிளையன்ட் பதிவுசெய்யப்பட்டது.
console-client-deleted = கிளையன்ட் நீக்கப்பட்டது.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = திசைதிருப்பல் URI-கள், ஒரு வரிக்கு ஒன்று
console-client-scopes-field = வரம்புகள் (காலியாக இருந்தால்: openid email profile authorization)
console-client-package-names-field = Android தொகுப்புப் பெயர்கள், ஒரு வரிக்கு ஒன்று
console-client-app-origins-field = கடவுச்சாவிகளுக்கான ஆப்ஸ் மூலங்கள் (origins), ஒரு வரிக்கு ஒன்று
console-client-logout-uri-field = பின்-சேனல் வெளியேறுதல் URI
console-client-organization-field = Shared Signals பெறுநரின் நிறுவனம் (slug அல்லது ID)
console-client-flag-public = பொது (உலாவி அல்லது நேட்டிவ் ஆப்ஸ்: ரகசியம் இல்லை, PKCE)
console-client-flag-resource-server = ஆதார சர்வர் (டோக்கன்களை ஆய்வுசெய்யலாம்)
console-client-flag-client-credentials = தனக்கென டோக்கன்களைப் பெறலாம் (client_credentials)
console-client-flag-rotate-refresh-tokens = புதுப்பிப்பு டோக்கன்களைச் சுழற்று
console-client-flag-require-mfa = இரு காரணி உள்நுழைவுகள் மட்டும்
console-client-flag-require-par = முன்கூட்டியே அனுப்பப்பட்ட அங்கீகாரக் கோரிக்கைகள் (PAR) மட்டும்
console-client-flag-third-party = மூன்றாம் தரப்பு: பயனர்கள் முதலில் ஒப்புதல் அளிப்பார்கள்
console-client-flag-shared-signals = Shared Signals பெறுநர்: பாதுகாப்பு நிகழ்வுகளின் ஸ்ட்ரீமைப் பெறும்

## Console: one client's page

console-client-saved = கிளையன்டின் அமைப்புகள் சேமிக்கப்பட்டன.
console-client-disabled-notice = கிளையன்ட் முடக்கப்பட்டது: அதன் டோக்கன்கள் இனி சரிபார்க்கப்படாது.
console-client-granted = அனுமதி வழங்கல் சேமிக்கப்பட்டது.
console-client-secret-replaced = ரகசியம் மாற்றப்பட்டது.
console-client-secret-heading = கிளையன்ட் ரகசியம்
console-client-secret-once = இப்போதே நகலெடுக்கவும்: இது இந்த ஒருமுறை மட்டுமே காட்டப்படும், மீண்டும் காட்டப்படாது (அதன் டைஜெஸ்ட் மட்டுமே வைக்கப்படும்).
console-client-settings-heading = அமைப்புகள்
console-client-yes = ஆம்
console-client-no = இல்லை
console-client-redirect-uris = திசைதிருப்பல் URI-கள்
console-client-scopes = வரம்புகள்
console-client-resource-server = ஆதார சர்வர்
console-client-two-factor-only = இரு காரணி மட்டும்
console-client-par-only = PAR மட்டும்
console-client-third-party = மூன்றாம் தரப்பு
console-client-shared-signals = Shared Signals பெறுநர்
console-client-changed = மாற்றப்பட்டது
console-client-grants-heading = API-களுக்கான அனுமதி வழங்கல்கள்
console-client-grants-caption = இந்தக் கிளையன்ட் தனக்காக அழைக்கக்கூடிய API-கள்
console-client-api = API
console-client-api-identifier = API அடையாளங்காட்டி
console-client-grant = அனுமதி வழங்கு
console-client-actions-heading = செயல்கள்
console-client-rotate-secret = ரகசியத்தைச் சுழற்று
console-client-rotate-secret-confirm = ரகசியத்தை மாற்று: பழையது இப்போதே செயல்படுவது நின்றுவிடும்
console-client-disable = முடக்கு
console-client-disable-confirm = கிளையன்டை முடக்கு: அதன் டோக்கன்கள் சரிபார்க்கப்படுவது நின்றுவிடும்
console-client-delete = நீக்கு
console-client-delete-confirm = கிளையன்டையும் அதற்கு வழங்கப்பட்ட அனைத்தையும் நீக்கு
console-client-edit-heading = திருத்து
console-client-save = சேமி
console-client-confirm-first = உறுதிப்படுத்தப் பெட்டியைத் தேர்வுசெய்து, மீண்டும் செய்யவும்.
console-client-unknown-action = இந்தப் பக்கம் அந்தச் செயலைச் செய்வதில்லை.

## Console: the APIs page

console-api-title = API-கள்
console-api-list-caption = API-கள் (ஆதாரக் குறிகாட்டிகள்)
console-api-identifier = அடையாளங்காட்டி
console-api-scopes = வரம்புகள்
console-api-registered-column = பதிவுசெய்யப்பட்டது
console-api-register-heading = API-ஐப் பதிவுசெய்தல்
console-api-identifier-field = அடையாளங்காட்டி (ஒரு https URL)
console-api-scopes-field = வரம்புகள், இடைவெளிகளால் பிரிக்கப்பட்டவை
console-api-register = பதிவுசெய்
console-api-registered = API பதிவுசெய்யப்பட்டது.

## Console: the webhooks page

console-webhook-title = வெப்ஹூக்குகள்
console-webhook-list-caption = வெப்ஹூக் எண்ட்பாயிண்ட்கள்
console-webhook-endpoint = எண்ட்பாயிண்ட் (அதன் வழங்கல்கள்)
console-webhook-events = நிகழ்வுகள்
console-webhook-registered-column = பதிவுசெய்யப்பட்டது
console-webhook-remove = அகற்று
console-webhook-remove-confirm = இந்த எண்ட்பாயிண்டுக்கு வழங்குவதை நிறுத்து
console-webhook-secret-heading = கையொப்ப ரகசியம்
console-webhook-secret-once = இதை இப்போதே பெறுநருக்குக் கொடுக்கவும்: இது இந்த ஒருமுறை மட்டுமே காட்டப்படும்.
console-webhook-register-heading = எண்ட்பாயிண்டைப் பதிவுசெய்தல்
console-webhook-url = URL முகவரி
console-webhook-events-field = நிகழ்வு வகைகள், இடைவெளிகளால் பிரிக்கப்பட்டவை
console-webhook-register = பதிவுசெய்
console-webhook-registered = எண்ட்பாயிண்ட் பதிவுசெய்யப்பட்டது.
console-webhook-removed = எண்ட்பாயிண்ட் அகற்றப்பட்டது.
console-webhook-confirm-first = உறுதிப்படுத்தப் பெட்டியைத் தேர்வுசெய்து, மீண்டும் செய்யவும்.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = வழங்கல்கள்
console-webhook-deliveries-caption = வழங்கல்கள், புதியவை முதலில்
console-webhook-delivery = வழங்கல்
console-webhook-event = நிகழ்வு
console-webhook-status = நிலை
console-webhook-attempts = முயற்சிகள்
console-webhook-last-error = கடைசிப் பிழை
console-webhook-replay = மீண்டும் அனுப்பு
console-webhook-replayed = வழங்கல் மீண்டும் வரிசையில் சேர்க்கப்பட்டது.
console-webhook-status-pending = நிலுவையில்
console-webhook-status-delivered = வழங்கப்பட்டது
console-webhook-status-failed = தோல்வி

## Console: the audit trail

console-audit-title = தணிக்கைப் பதிவு
console-audit-user-id = பயனர் ID
console-audit-address = முகவரி
console-audit-type = வகை
console-audit-since = தொடக்க நேரம் (RFC 3339)
console-audit-until = முடிவு நேரம் (RFC 3339)
console-audit-any-type = எல்லா வகைகளும்
console-audit-filter = வடிகட்டு
console-audit-caption = நிகழ்வுகள், புதியவை முதலில்
console-audit-when = எப்போது
console-audit-type-column = வகை
console-audit-actor = செய்தவர்
console-audit-user = பயனர்
console-audit-client = கிளையன்ட்
console-audit-ip = IP முகவரி
console-audit-older = பழைய நிகழ்வுகள்

## Console: the signing keys

console-keys-title = விசைகள்
console-keys-caption = விசை வளையம், புதியவை முதலில்
console-keys-key = விசை
console-keys-algorithm = அல்காரிதம்
console-keys-state = நிலை
console-keys-made = உருவாக்கப்பட்டது
console-keys-age = வயது
console-keys-signing-since = கையொப்பமிடத் தொடங்கியது
console-keys-retired = ஓய்வுபெற்றது
console-keys-state-pending = நிலுவையில்
console-keys-state-active = செயலில்
console-keys-state-retired = ஓய்வுபெற்றது
console-keys-rotate-heading = சுழற்று
console-keys-rotate-help = சுழற்சி இரண்டு படிகளில் நடக்கும்: முதல் படி JWKS-இல் புதிய id_token விசையை வெளியிடும், இரண்டாவது அதைக் கையொப்பமிடச் செய்யும் (மேலும் access-token விசையை மாற்றும்). பழைய விசைகள் அவற்றின் கடைசி டோக்கன் காலாவதியாகும் வரை சரிபார்க்கும்.
console-keys-rotate = சுழற்று
console-keys-rotate-confirm = கையொப்ப விசைகளைச் சுழற்று
console-keys-published = புதிய id_token விசை வெளியிடப்பட்டது: அடுத்த சுழற்சி அதைக் கையொப்பமிடச் செய்யும்.
console-keys-activated = வெளியிடப்பட்ட விசை இப்போது id_token-களில் கையொப்பமிடுகிறது; புதிய access-token விசையும் உருவாக்கப்பட்டது.
console-keys-not-done = செய்யப்படவில்லை
console-keys-confirm-first = உறுதிப்படுத்தப் பெட்டியைத் தேர்வுசெய்து, மீண்டும் செய்யவும்.

## Console: the settings

console-settings-title = அமைப்புகள்
console-settings-effective-heading = நடைமுறையில் உள்ள உள்ளமைவு
console-settings-effective-help = கோப்புகள், சூழல் மாறிகள், இயல்புநிலைகள் ஆகியவை பயன்படுத்தப்பட்ட பின்; ரகசியங்கள் மறைக்கப்பட்டுள்ளன.
console-settings-caption = அமைப்புகள்
console-settings-setting = அமைப்பு
console-settings-value = மதிப்பு
console-settings-upstream-heading = வெளிப்புற உள்நுழைவு வழங்குநர்கள்
console-settings-providers-caption = வழங்குநர்கள்
console-settings-provider-id = ID
console-settings-provider-button = பட்டன்
console-settings-provider-last-error = இந்த இன்ஸ்டன்ஸில் கடைசிப் பிழை
console-settings-no-trouble = தொடங்கியதிலிருந்து எதுவுமில்லை
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = ஆப்ஸில் இருந்தால், அதற்குப் பதிலாக இந்தக் குறியீட்டை உள்ளிடவும்: { $token }
mail-set-password-button = புதிய கடவுச்சொல்லை அமை
mail-open-account-button = உங்கள் கணக்கைத் திற

## Verification of a new account's address

mail-verification-subject = உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்
mail-verification-welcome = வரவேற்கிறோம்! இது உங்கள் மின்னஞ்சல் முகவரி என்பதை உறுதிப்படுத்தவும்.
mail-verification-link-hours = { $hours ->
    [one] இணைப்பு { $hours } மணிநேரத்துக்கு, ஒருமுறை மட்டும் செயல்படும்.
   *[other] இணைப்பு { $hours } மணிநேரத்துக்கு, ஒருமுறை மட்டும் செயல்படும்.
}
mail-verification-ignore = நீங்கள் கணக்கை உருவாக்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.
mail-verification-button = என் முகவரியை உறுதிப்படுத்து

## Moving an account to a new address: the mail to the new address

mail-change-subject = உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்
mail-change-confirm = இனி உங்கள் கணக்கு இந்த மின்னஞ்சல் முகவரியைப் பயன்படுத்த வேண்டும் என்பதை உறுதிப்படுத்தவும்.
mail-change-link-hours = { $hours ->
    [one] இணைப்பு { $hours } மணிநேரத்துக்கு, ஒருமுறை மட்டும் செயல்படும்; அதுவரை உங்கள் பழைய முகவரியே இருக்கும்.
   *[other] இணைப்பு { $hours } மணிநேரத்துக்கு, ஒருமுறை மட்டும் செயல்படும்; அதுவரை உங்கள் பழைய முகவரியே இருக்கும்.
}
mail-change-ignore = நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: எதுவும் மாறாது.
mail-change-button = இந்த முகவரியைப் பயன்படுத்து

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = உங்கள் கணக்கின் மின்னஞ்சல் முகவரியில் மாற்றம்
mail-change-notice-asked = உங்கள் கணக்கில் உள்நுழைந்துள்ள ஒருவர், அதை { $address } என்ற முகவரிக்கு மாற்றக் கேட்டுள்ளார்.
mail-change-notice-until = அந்த முகவரிக்கு அனுப்பப்பட்ட இணைப்பு பயன்படுத்தப்பட்டால் மட்டுமே கணக்கு மாறும்; அதுவரை இந்த முகவரியே இருக்கும்.
mail-change-notice-not-you = இதைச் செய்தது நீங்கள் இல்லையென்றால், இப்போதே புதிய கடவுச்சொல்லை அமைக்கவும்: அது எல்லா அமர்வுகளையும் முடித்து, இணைப்பைச் செல்லாததாக்கும்.

## To an address that tried to register again

mail-registered-subject = உங்களுக்கு ஏற்கெனவே ஒரு கணக்கு உள்ளது
mail-registered-tried = ஏற்கெனவே கணக்கு உள்ள இந்த மின்னஞ்சல் முகவரியைக் கொண்டு யாரோ ஒருவர் புதிய கணக்கை உருவாக்க முயன்றார்.
mail-registered-if-you = இதைச் செய்தது நீங்கள்தான் என்றால், உள்நுழையவும்; கடவுச்சொல்லை மறந்திருந்தால் புதியதை அமைக்கவும்.
mail-registered-not-you = இதைச் செய்தது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: எதுவும் மாறவில்லை.

## Password reset

mail-reset-subject = புதிய கடவுச்சொல்லை அமைக்கவும்
mail-reset-asked = உங்கள் கணக்குக்குப் புதிய கடவுச்சொல்லை அமைக்க யாரோ ஒருவர் கேட்டுள்ளார்.
mail-reset-link-minutes = { $minutes ->
    [one] இணைப்பு { $minutes } நிமிடத்துக்கு, ஒருமுறை மட்டும் செயல்படும்; புதிய கோரிக்கை இதை மாற்றிவிடும்.
   *[other] இணைப்பு { $minutes } நிமிடங்களுக்கு, ஒருமுறை மட்டும் செயல்படும்; புதிய கோரிக்கை இதை மாற்றிவிடும்.
}
mail-reset-not-you = இதைச் செய்தது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் அப்படியே இருக்கும்.

## Notices: a second factor changed

mail-totp-added-subject = அங்கீகரிப்பு ஆப்ஸ் சேர்க்கப்பட்டது
mail-totp-added-body = இரண்டாம் காரணியாக உங்கள் கணக்கில் ஓர் அங்கீகரிப்பு ஆப்ஸ் சேர்க்கப்பட்டது.
mail-totp-removed-subject = உங்கள் அங்கீகரிப்பு ஆப்ஸ் அகற்றப்பட்டது
mail-totp-removed-body = உங்கள் கணக்கிலிருந்து அங்கீகரிப்பு ஆப்ஸ் அகற்றப்பட்டது: இனி உள்நுழைய உங்கள் கடவுச்சொல் மட்டுமே தேவை.
mail-passkey-added-subject = கடவுச்சாவி சேர்க்கப்பட்டது
mail-passkey-added-body = உங்கள் கணக்கில் ஒரு கடவுச்சாவி சேர்க்கப்பட்டது: அதைக் கொண்டு கடவுச்சொல் இல்லாமல் உள்நுழையலாம்.
mail-passkey-removed-subject = கடவுச்சாவி அகற்றப்பட்டது
mail-passkey-removed-body = உங்கள் கணக்கிலிருந்து ஒரு கடவுச்சாவி அகற்றப்பட்டது: இனி அதைக் கொண்டு உள்நுழைய முடியாது.
mail-recovery-used-subject = மீட்புக் குறியீடு பயன்படுத்தப்பட்டது
mail-recovery-used-body = { $left ->
    [one] உங்கள் கணக்கில் உள்நுழைய ஒரு மீட்புக் குறியீடு பயன்படுத்தப்பட்டது; { $left } குறியீடு பயன்படுத்தப்படாமல் உள்ளது.
   *[other] உங்கள் கணக்கில் உள்நுழைய ஒரு மீட்புக் குறியீடு பயன்படுத்தப்பட்டது; { $left } குறியீடுகள் பயன்படுத்தப்படாமல் உள்ளன.
}
mail-factor-not-you = இதைச் செய்தது நீங்கள் இல்லையென்றால், உங்கள் கணக்குப் பக்கத்தில் கடவுச்சொல்லை மாற்றி, எல்லா இடங்களிலிருந்தும் வெளியேறவும்.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = உங்கள் கணக்குடன் { $provider } இணைக்கப்பட்டது
mail-linked-body = உங்கள் கணக்கு ஒரு { $provider } கணக்குடன் இணைக்கப்பட்டது: இனி { $provider } மூலம் உள்நுழைந்தால் இந்தக் கணக்கு திறக்கும்.
mail-unlinked-subject = உங்கள் கணக்கிலிருந்து { $provider } இணைப்பு நீக்கப்பட்டது
mail-unlinked-body = உங்கள் கணக்குக்கும் { $provider }-க்குமான இணைப்பு நீக்கப்பட்டது: இனி { $provider } மூலம் உள்நுழைந்தால் இந்தக் கணக்கு திறக்காது.
mail-link-not-you = இதைச் செய்தது நீங்கள் இல்லையென்றால், உங்கள் கணக்குப் பக்கத்தில் கடவுச்சொல்லை மாற்றி, எல்லா இடங்களிலிருந்தும் வெளியேறி, வழங்குநரின் இணைப்பை நீக்கவும்.

## Account deleted

mail-deleted-subject = உங்கள் கணக்கு நீக்கப்பட்டது
mail-deleted-body = உங்கள் கணக்கும் அதைப் பற்றி வைக்கப்பட்டிருந்த அனைத்தும் நீக்கப்பட்டன, அதன் எல்லா அமர்வுகளும் முடிந்தன.
mail-deleted-register-again = இந்த முகவரியைக் கொண்டு மீண்டும் பதிவுசெய்யலாம்; பழைய கணக்கிலிருந்து எதுவும் திரும்ப வராது.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = உங்கள் கணக்கு நீக்கப்படும்
mail-deletion-due = உங்கள் கணக்கு { $date } அன்று நீக்கப்படும்; அதன் எல்லா அமர்வுகளும் முடிந்துவிட்டன.
mail-deletion-keep = கணக்கை வைத்திருக்க, அதற்கு முன் மீண்டும் உள்நுழையவும். நீங்கள் இதைக் கேட்கவில்லை என்றால், உள்நுழைந்து உங்கள் கடவுச்சொல்லை மாற்றவும்.
mail-deletion-button = கணக்கை வைத்திருக்க உள்நுழை

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = { $organization } நிறுவனத்தில் சேருங்கள்
mail-invitation-body = { $organization } நிறுவனத்தில் சேர நீங்கள் அழைக்கப்பட்டுள்ளீர்கள். ஏற்க இணைப்பைத் திறக்கவும்: இந்த முகவரி மூலம் உள்நுழையவும் அல்லது இதைக் கொண்டு கணக்கை உருவாக்கவும்.
mail-invitation-expiry = { $days ->
    [one] இணைப்பு ஒரு நாள் செயல்படும்.
   *[other] இணைப்பு { $days } நாட்கள் செயல்படும்.
}
mail-invitation-ignore = இந்த நிறுவனத்தை உங்களுக்குத் தெரியாவிட்டால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: நீங்கள் ஏற்காதவரை எதுவும் நடக்காது.
mail-invitation-button = அழைப்பைப் பார்
console-organizations-title = நிறுவனங்கள்
console-organizations-name = பெயர்
console-organizations-slug = சுருக்கப் பெயர் (slug)
console-organizations-enabled = இயக்கத்தில்
console-organizations-mfa = இரண்டாம் காரணி
console-organizations-new = புதிய நிறுவனம்
console-organizations-create = நிறுவனத்தை உருவாக்கு
console-organizations-created = நிறுவனம் உருவாக்கப்பட்டது.
console-organization-saved = டொமைனின் விதிகள் சேமிக்கப்பட்டன.
console-organization-id = நிறுவன ID
console-organization-members = உறுப்பினர்கள்
console-organization-roles = பங்குகள்
console-organization-managed = நிர்வகிக்கப்படுவது
console-organization-break-glass = அவசர அணுகல்
console-organization-invitations = நிலுவையில் உள்ள அழைப்புகள்
console-organization-expires = காலாவதியாகும் நேரம்
console-organization-domains = டொமைன்கள்
console-organization-domain = டொமைன்
console-organization-state = நிலை
console-organization-rules = விதிகள்
console-organization-save-rules = சேமி
console-organization-sign-in = சொந்த உள்நுழைவு
console-organization-no-sign-in = இதற்குச் சொந்த உள்நுழைவு இல்லை: இதன் உறுப்பினர்கள் தங்கள் கடவுச்சொற்கள் அல்லது கடவுச்சாவிகள் மூலம் உள்நுழைவார்கள்.
organization-admin-title = { $organization }: நிறுவன அமைப்புகள்
organization-admin-lead = இந்த நிறுவனத்தை { $email } ஆக நிர்வகிக்கிறீர்கள்.
organization-admin-none = இங்கே இன்னும் எதுவும் இல்லை.
organization-admin-members = உறுப்பினர்கள்
organization-admin-remove = அகற்று
organization-admin-yes = ஆம்
organization-admin-no = இல்லை
organization-admin-email = மின்னஞ்சல் முகவரி
organization-admin-roles = பங்குகள்
organization-admin-managed = நிறுவனத்தின் உள்நுழைவால் நிர்வகிக்கப்படுகிறது
organization-admin-action = செயல்
organization-admin-invitations = நிலுவையில் உள்ள அழைப்புகள்
organization-admin-revoke = திரும்பப் பெறு
organization-admin-expires = காலாவதியாகும் நேரம்
organization-admin-invite = ஒருவரை அழைக்கவும்
organization-admin-role = பங்கு
organization-admin-invite-button = அழைப்பை அனுப்பு
organization-admin-domains = டொமைன்கள்
organization-admin-domains-lead = உங்கள் நிறுவனத்தின் மின்னஞ்சல் டொமைனைக் கோரி, காட்டப்படும் TXT பதிவை வெளியிட்டு, பிறகு அதைச் சரிபார்க்கவும். சரிபார்க்கப்பட்ட டொமைனின் முகவரிகள் உங்கள் நிறுவனத்தின் உள்நுழைவு மூலம் உள்நுழையலாம்.
organization-admin-verify = சரிபார்
organization-admin-verified = சரிபார்க்கப்பட்டது
organization-admin-pending = நிலுவையில்
organization-admin-domain = டொமைன்
organization-admin-state = நிலை
organization-admin-record = வெளியிட வேண்டிய பதிவு
organization-admin-add-domain = டொமைனைக் கோரு
organization-admin-sign-in = உங்கள் நிறுவனத்தின் உள்நுழைவு
organization-admin-no-sign-in = உங்கள் உறுப்பினர்கள் தங்கள் கடவுச்சொற்கள் மூலம் உள்நுழைகிறார்கள். உங்கள் சொந்த OpenID வழங்குநரை (Okta, Entra ID, Google Workspace…) அமைத்தால், அவர்கள் அதன் மூலம் உள்நுழையலாம்.
organization-admin-issuer = வழங்குநர் (issuer) URL
organization-admin-client-id = கிளையன்ட் ID
organization-admin-client-secret = கிளையன்ட் ரகசியம்
organization-admin-redirect-uri = உங்கள் வழங்குநரிடம் பதிவுசெய்ய வேண்டிய திசைதிருப்பல் URI
organization-admin-save-sign-in = உள்நுழைவைச் சேமி
organization-admin-sign-in-title = முதலில் உள்நுழையவும்
organization-admin-sign-in-text = உங்கள் கணக்குப் பக்கத்தில் உள்நுழைந்து, பிறகு இந்தப் பக்கத்தை மீண்டும் திறக்கவும்.
organization-admin-sign-in-link = உங்கள் கணக்குக்குச் செல்
organization-admin-unknown-title = நிறுவனம் கிடைக்கவில்லை
organization-admin-unknown-text = நீங்கள் நிர்வகிக்கும் நிறுவனம் எதுவும் இங்கே இல்லை.
organization-admin-unknown-change = இந்தப் பக்கம் அந்த மாற்றத்தைச் செய்வதில்லை.
organization-admin-scim = பயனர் வழங்கல் (SCIM)
organization-admin-scim-lead = உங்கள் டைரக்டரி (Okta, Entra ID, Google Workspace…) SCIM 2.0 மூலம் உங்கள் பயனர்களையும் குழுக்களையும் இங்கே சேர்க்கும், மாற்றும், அகற்றும். அதற்கு ஓர் இணைப்பின் அடிப்படை URL-ஐயும் டோக்கனையும் கொடுக்கவும்.
organization-admin-scim-base-url = அடிப்படை URL
organization-admin-scim-made = உருவாக்கப்பட்டது
organization-admin-scim-last-used = கடைசியாகப் பயன்படுத்தியது
organization-admin-scim-never = ஒருபோதும் இல்லை
organization-admin-scim-old-token = பழைய டோக்கன் செயல்படும் வரை
organization-admin-scim-rotate = புதிய டோக்கன்
organization-admin-scim-make = இணைப்பை உருவாக்கு
organization-admin-scim-token-title = உங்கள் டைரக்டரியின் டோக்கன்
organization-admin-scim-token-text = அடிப்படை URL-ஐயும் டோக்கனையும் இப்போதே உங்கள் டைரக்டரியில் நகலெடுக்கவும்: டோக்கன் மீண்டும் காட்டப்படாது. பழைய டோக்கன் இருந்தால், அது இன்னும் ஒரு நாள் செயல்படும்.
organization-admin-scim-token = டோக்கன்
organization-admin-scim-revoke-confirm = இணைப்பைத் திரும்பப் பெறு: அதன் டோக்கன்கள் இப்போதே செயல்படுவது நின்றுவிடும்
invitation-title = { $organization } நிறுவனத்தில் சேருங்கள்
invitation-join-lead = { $organization } நிறுவனத்தில் { $email } ஆகச் சேர நீங்கள் அழைக்கப்பட்டுள்ளீர்கள்.
invitation-join-button = சேர்
invitation-sign-up-lead = { $organization } நிறுவனத்தில் சேர நீங்கள் அழைக்கப்பட்டுள்ளீர்கள். சேர, { $email } மூலம் உங்கள் கணக்கை உருவாக்கவும்: இந்த முகவரி உங்களுடையது என்பதை அழைப்பே காட்டுகிறது.
invitation-name = உங்கள் பெயர்
invitation-password = கடவுச்சொல்லைத் தேர்வுசெய்யவும் (குறைந்தது 10 எழுத்துகள்)
invitation-sign-up-button = கணக்கை உருவாக்கிச் சேர்
invitation-other-account = இந்த அழைப்பு { $email } என்ற முகவரிக்கானது, ஆனால் நீங்கள் { $current } ஆக உள்நுழைந்துள்ளீர்கள். வெளியேறி, பிறகு இணைப்பை மீண்டும் திறக்கவும்.
invitation-sign-in-first = இந்த அழைப்பு { $email } என்ற முகவரிக்கானது, அதற்கு இங்கே ஒரு கணக்கு உள்ளது. உங்கள் கணக்குப் பக்கத்தில் அதைக் கொண்டு உள்நுழைந்து, பிறகு இணைப்பை மீண்டும் திறக்கவும்.
invitation-sign-in-as-invitee = முதலில் அழைக்கப்பட்ட முகவரி மூலம் உள்நுழையவும்.
invitation-unusable-title = இந்த அழைப்பைப் பயன்படுத்த முடியாது
invitation-unusable-text = அது பயன்படுத்தப்பட்டது, திரும்பப் பெறப்பட்டது, புதிய அழைப்பால் மாற்றப்பட்டது அல்லது காலாவதியானது. நிறுவனத்திடம் புதிய அழைப்பைக் கேட்கவும்.
invitation-joined-title = நீங்கள் { $organization } நிறுவனத்தில் சேர்ந்துவிட்டீர்கள்
invitation-joined-text = நீங்கள் இப்போது உறுப்பினர்: இந்த நிறுவனத்துக்காக நீங்கள் உள்நுழையும் ஆப்ஸ் உங்கள் உறுப்பினர் நிலையைக் காணும்.
invitation-joined-new-account = உங்கள் கணக்கு தயார், நீங்கள் உறுப்பினர்: உங்கள் முகவரியையும் நீங்கள் தேர்வுசெய்த கடவுச்சொல்லையும் கொண்டு உள்நுழையவும்.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = டோக்கனும் புதுப்பிப்பு டோக்கனும் வழங்கப்பட்டன
api-code-token = டோக்கன் வழங்கப்பட்டது
api-code-userdata = பயனர் தரவு
api-code-login-success = உள்நுழைவு வெற்றி
api-code-auth-code = அங்கீகாரக் குறியீடு வழங்கப்பட்டது
api-code-id-token = id_token வழங்கப்பட்டது
api-code-logged-out = வெளியேறிவிட்டீர்கள்; அமர்வும் அதன் டோக்கன்களும் திரும்பப் பெறப்பட்டன
api-code-ok = முடிந்தது
api-code-alive = சேவை இயங்குகிறது
api-code-ready = சேவை வழங்கத் தயார்
api-code-sessions = உங்கள் செயலில் உள்ள அமர்வுகள்
api-code-export = உங்கள் கணக்கைப் பற்றி வைக்கப்பட்டுள்ள அனைத்தும்
api-code-email-change-requested = அந்த முகவரியைப் பயன்படுத்த முடிந்தால், அதை உறுதிப்படுத்துவதற்கான இணைப்பு அங்கு அனுப்பப்படுகிறது
api-code-account-deleted = உங்கள் கணக்கும் அதைப் பற்றி வைக்கப்பட்டிருந்த அனைத்தும் நீக்கப்பட்டன; எல்லா அமர்வுகளும் முடிந்தன
api-code-deletion-scheduled = எல்லா அமர்வுகளும் முடிந்தன, உங்கள் கணக்கு நீக்கப்படும்; அதை வைத்திருக்க அதற்கு முன் மீண்டும் உள்நுழையவும்
api-code-reauthentication-required = முதலில் மீண்டும் உள்நுழையவும்: இதற்குக் கடந்த சில நிமிடங்களுக்குள் செய்த உள்நுழைவு தேவை
api-code-session-ended = வெளியேறிவிட்டீர்கள்; அமர்வும் அதன் டோக்கன்களும் திரும்பப் பெறப்பட்டன
api-code-password-changed = கடவுச்சொல் மாற்றப்பட்டது; மற்ற எல்லா அமர்வுகளும் அவற்றின் டோக்கன்களும் திரும்பப் பெறப்பட்டன
api-code-registration-accepted = பதிவு பெறப்பட்டது; உங்கள் முகவரியை உறுதிப்படுத்த மின்னஞ்சலைப் பார்க்கவும்
api-code-email-verified = மின்னஞ்சல் முகவரி சரிபார்க்கப்பட்டது
api-code-reset-requested = அந்த முகவரிக்குக் கணக்கு இருந்தால், மீட்டமைப்பு இணைப்புடன் ஒரு மின்னஞ்சல் வந்துகொண்டிருக்கிறது
api-code-password-reset = கடவுச்சொல் அமைக்கப்பட்டது; எல்லா அமர்வுகளும் அவற்றின் டோக்கன்களும் திரும்பப் பெறப்பட்டன
api-code-registration-closed = பதிவு மூடப்பட்டுள்ளது; கணக்குக்காகச் சேவை நிர்வாகியிடம் கேட்கவும்
api-code-invalid-request = கோரிக்கை தவறான வடிவில் உள்ளது
api-code-unsupported-grant-type = grant_type என்பது code அல்லது refresh_token ஆக இருக்க வேண்டும்
api-code-invalid-grant = குறியீடு அல்லது refresh_token செல்லாதது, காலாவதியானது, திரும்பப் பெறப்பட்டது அல்லது வேறொரு கிளையன்டுக்கு வழங்கப்பட்டது
api-code-invalid-client = கிளையன்ட் அங்கீகரிப்பு தோல்வியடைந்தது
api-code-invalid-credentials = மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது. புதிய கணக்கின் முகவரி உறுதிப்படுத்தப்பட்ட பிறகே அதில் உள்நுழைய முடியும்: இணைப்புக்கு உங்கள் மின்னஞ்சலைப் பார்க்கவும்
api-code-mfa-required = இரண்டாம் காரணி தேவை: உங்கள் அங்கீகரிப்பு ஆப்ஸின் குறியீடு அல்லது மீட்புக் குறியீடு மூலம் பதிலளிக்கவும்
api-code-mfa-enrolment-required = இந்த ஆப்ஸுக்கு இரு காரணி உள்நுழைவு தேவை: உங்கள் கணக்குப் பக்கத்தில் அங்கீகரிப்பு ஆப்ஸையோ கடவுச்சாவியையோ அமைத்து, பிறகு மீண்டும் உள்நுழையவும்
api-code-passkey-options = இந்த விருப்பங்களை அங்கீகரிப்பானுக்கு அனுப்பவும்
api-code-passkey-added = கடவுச்சாவி சேர்க்கப்பட்டது
api-code-passkeys = உங்கள் கடவுச்சாவிகள்
api-code-links = உங்கள் கணக்குடன் இணைக்கப்பட்ட உள்நுழைவு வழங்குநர்கள்
api-code-last-sign-in-method = கணக்கில் உள்நுழைவதற்கான கடைசி வழி இதுதான்: முதலில் கடவுச்சொல்லை அமைக்கவும் அல்லது கடவுச்சாவியைச் சேர்க்கவும்
api-code-insufficient-scope = டோக்கனின் வரம்பு இந்தக் கோரிக்கையை அனுமதிக்காது
api-code-not-a-member = இந்த நிறுவனத்துக்காக நீங்கள் உள்நுழைய முடியாது: உங்களைச் சேர்க்குமாறு அதன் நிர்வாகியிடம் கேட்கவும்
api-code-sso-required = உங்கள் நிறுவனம் மூலமே நீங்கள் உள்நுழைய வேண்டும்: ssoUrl-இல் தொடரவும்
api-code-not-found = அப்படி ஓர் ஆதாரம் இல்லை
api-code-method-not-allowed = இந்த ஆதாரத்துக்கு இந்த முறை அனுமதிக்கப்படவில்லை
api-code-conflict = இது ஏற்கெனவே உள்ளது
api-code-payload-too-large = கோரிக்கையின் உள்ளடக்கம் மிகப் பெரியது
api-code-rate-limited = அதிகமான கோரிக்கைகள்; பிறகு மீண்டும் முயலவும்
api-code-server-error = சர்வரின் உள் பிழை
api-code-service-unavailable = சேவை தற்காலிகமாகக் கிடைக்கவில்லை; பிறகு மீண்டும் முயலவும்

## Bearer tokens and capacity (every JSON API)

api-bearer-required = `Authorization: Bearer <token>` வடிவில் அணுகல் டோக்கன் தேவை; இது இல்லை, தவறான வடிவில் உள்ளது அல்லது திரும்பப் பெறப்பட்டது
api-busy = ஒரே நேரத்தில் பல உள்நுழைவுகள்; சிறிது நேரத்தில் மீண்டும் முயலவும்

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type என்பது id_token அல்லது token ஆக இருக்க வேண்டும்
api-token-type-grant = token_type என்பது refresh_token அல்லது token ஆக இருக்க வேண்டும்
api-token-type-refresh = grant_type refresh_token-க்கு token_type என்பது token ஆக இருக்க வேண்டும்
api-client-secret-required = token_type என்பது token ஆக இருக்கும்போது client_secret தேவை
api-field-empty = { $field } காலியாக இருக்கக்கூடாது

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = கடவுச்சொல் மிக நீளமாக உள்ளது
api-mfa-token-invalid = mfaToken அறியப்படாதது, பயன்படுத்தப்பட்டது அல்லது காலாவதியானது: மீண்டும் உள்நுழையவும்
api-challenge-invalid = challengeId அறியப்படாதது, பயன்படுத்தப்பட்டது அல்லது காலாவதியானது: புதிய கடவுச்சாவி விருப்பங்களைக் கோரவும்
api-mfa-code-or-passkey = இரண்டாம் காரணி தேவை: உங்கள் அங்கீகரிப்பு ஆப்ஸின் குறியீடு, மீட்புக் குறியீடு அல்லது உங்கள் கடவுச்சாவி மூலம் பதிலளிக்கவும்
api-mfa-passkey = இரண்டாம் காரணி தேவை: உங்கள் கடவுச்சாவி மூலம் பதிலளிக்கவும் (mfaToken உடன் login/passkey)
api-client-id-required = client_id தேவை
api-client-unknown = client_id அறியப்படாதது அல்லது முடக்கப்பட்டது
api-redirect-uri-required = redirect_uri தேவை
api-redirect-uri-unregistered = இந்தக் கிளையன்டுக்கு redirect_uri பதிவுசெய்யப்படவில்லை
api-state-too-long = state மிக நீளமாக உள்ளது

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = டோக்கன் அறியப்படாதது, பயன்படுத்தப்பட்டது, காலாவதியானது அல்லது புதியதால் மாற்றப்பட்டது
api-session-not-found = அந்த ID கொண்ட செயலில் உள்ள அமர்வு எதுவும் உங்களுக்கு இல்லை

## Native-app API: second factors and passkeys

api-authenticator-exists = அங்கீகரிப்பு ஆப்ஸ் ஏற்கெனவே அமைக்கப்பட்டுள்ளது; முதலில் அதை அகற்றவும்
api-authenticator-not-pending = எந்த அங்கீகரிப்பு ஆப்ஸும் அமைக்கப்பட்டுக்கொண்டிருக்கவில்லை
api-authenticator-none = அங்கீகரிப்பு ஆப்ஸ் எதுவும் அமைக்கப்படவில்லை
api-factor-code-wrong = குறியீடு தவறானது
api-reauthenticate-factors = உங்கள் இரண்டாம் காரணிகளை மாற்ற மீண்டும் உள்நுழையவும் (இரண்டாம் காரணி இருந்தால் அதனுடன்)
api-reauthenticate-passkeys = உங்கள் கடவுச்சாவிகளை மாற்ற மீண்டும் உள்நுழையவும் (இரண்டாம் காரணி இருந்தால் அதனுடன்)
api-reauthenticate-sign-in = நீங்கள் உள்நுழையும் முறையை மாற்ற மீண்டும் உள்நுழையவும் (இரண்டாம் காரணி இருந்தால் அதனுடன்)
api-passkeys-unavailable = இந்தச் சர்வரில் கடவுச்சாவிகள் கிடைக்கவில்லை
api-passkey-not-found = அப்படி ஒரு கடவுச்சாவி இல்லை
api-passkey-no-ceremony = கடவுச்சாவிப் பதிவு எதுவும் காத்திருக்கவில்லை; புதிய விருப்பங்களைக் கோரவும்
api-passkey-rejected = கடவுச்சாவியைச் சரிபார்க்க முடியவில்லை
api-passkey-registered = இந்தக் கடவுச்சாவி ஏற்கெனவே பதிவுசெய்யப்பட்டுள்ளது
api-passkey-name-invalid = கடவுச்சாவியின் பெயரில் 1 முதல் { $max } எழுத்துகள் இருக்க வேண்டும், கட்டுப்பாட்டு எழுத்துகளோ இருதிசை வடிவமைப்பு எழுத்துகளோ இருக்கக்கூடாது
api-passkeys-too-many = { $max ->
    [one] ஒரு கணக்கில் அதிகபட்சம் { $max } கடவுச்சாவி இருக்கலாம்
   *[other] ஒரு கணக்கில் அதிகபட்சம் { $max } கடவுச்சாவிகள் இருக்கலாம்
}

## Native-app API: upstream identity providers

api-upstream-unknown = இந்த ID கொண்ட வெளிப்புற வழங்குநர் இல்லை
api-upstream-refused = இந்த வழங்குநருக்கு id_token ஏற்கப்படவில்லை
api-upstream-disabled = கணக்கு முடக்கப்பட்டுள்ளது
api-upstream-no-email = கணக்கை உருவாக்கத் தேவையான மின்னஞ்சல் முகவரி id_token-இல் இல்லை
api-upstream-unverified-email = id_token-இல் உள்ள மின்னஞ்சல் முகவரிக்கு வழங்குநர் உத்தரவாதம் அளிக்கவில்லை: அந்த முகவரியுடன் பதிவுசெய்து, பிறகு வழங்குநரை இணைக்கவும்
api-upstream-unreachable = வழங்குநரை அணுக முடியவில்லை; பிறகு மீண்டும் முயலவும்
api-upstream-email-taken = இந்த முகவரியுடன் ஒரு கணக்கு உள்ளது: அதில் உள்நுழைந்து, கணக்குப் பக்கத்திலிருந்து வழங்குநரை இணைக்கவும்
api-upstream-outside-domains = நிறுவனத்தின் உள்நுழைவு அதன் சரிபார்க்கப்பட்ட டொமைன்களின் முகவரிகளை மட்டுமே உள்நுழைய அனுமதிக்கும்
api-upstream-unconfirmed-account = இந்த முகவரியுடன் ஒரு கணக்கு உள்ளது, ஆனால் அது ஒருபோதும் உறுதிப்படுத்தப்படவில்லை: அதை உறுதிப்படுத்தி, பிறகு நிறுவனம் மூலம் மீண்டும் உள்நுழையவும்
api-upstream-operator-account = இயக்குநரின் கணக்கு நிறுவன உள்நுழைவு மூலம் அல்லாமல், தன் சொந்தக் கடவுச்சொல், இரண்டாம் காரணி மூலம் உள்நுழையும்
api-link-not-found = இந்தக் கணக்குக்கு இந்த வழங்குநருடன் இணைப்பு இல்லை

## Admin API

api-admin-key-required = நிர்வாக API-க்கு `Authorization: Bearer <நிர்வாக விசை>` தேவை
api-admin-status-once = status அதிகபட்சம் ஒருமுறை மட்டும்
api-admin-parameters-once = ஒவ்வொரு அளவுருவும் அதிகபட்சம் ஒருமுறை மட்டும்
api-admin-duplicate-email = அந்த மின்னஞ்சலுடன் ஒரு பயனர் ஏற்கெனவே உள்ளார்
api-admin-user-not-found = பயனர் கிடைக்கவில்லை
api-admin-client-not-found = கிளையன்ட் கிடைக்கவில்லை
api-admin-api-not-found = API கிடைக்கவில்லை
api-admin-session-not-found = அமர்வு கிடைக்கவில்லை
api-admin-delivery-not-found = வழங்கல் கிடைக்கவில்லை
api-admin-webhook-not-found = வெப்ஹூக் கிடைக்கவில்லை

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = நீங்கள் பதிவுசெய்த உலாவியில் இணைப்பைத் திறக்கவும்: வேறு எங்கு திறந்தாலும் கணக்கின் கடவுச்சொல் கேட்கப்படும்.
mail-change-where = நீங்கள் மாற்றத்தைக் கேட்ட உலாவியில் அல்லது நீங்கள் உள்நுழைந்துள்ள உலாவியில் இணைப்பைத் திறக்கவும்: வேறு எங்கு திறந்தாலும் உங்கள் கடவுச்சொல் கேட்கப்படும்.
mail-not-yours-english = நீங்கள் பதிவுசெய்யவில்லையா அல்லது இதைக் கேட்கவில்லையா? அப்படியானால் உறுதிப்படுத்த வேண்டாம்: இந்த மின்னஞ்சலைப் புறக்கணித்தால் எதுவும் நடக்காது.
verify-password-lead = இந்த முகவரியை இங்கே உறுதிப்படுத்த, அது சேர்ந்த கணக்கின் கடவுச்சொல்லை உள்ளிடவும். நீங்கள் ஓர் ஆப்ஸில் பதிவுசெய்திருந்தால், அதற்குப் பதிலாக மின்னஞ்சலில் உள்ள குறியீட்டை அந்த ஆப்ஸில் உள்ளிடவும். நீங்கள் பதிவுசெய்யவில்லை அல்லது இதைக் கேட்கவில்லை என்றால், உறுதிப்படுத்த வேண்டாம்: இந்தப் பக்கத்தை மூடவும்.
verify-password = கணக்கின் கடவுச்சொல்
verify-password-needed = இந்த உலாவியில் முகவரியை உறுதிப்படுத்த, கணக்கின் கடவுச்சொல்லை உள்ளிடவும்.
verify-wrong-password = அது கணக்கின் கடவுச்சொல் அல்ல.

## After a password reset, every other way into the account

mail-reset-done-subject = உங்கள் கடவுச்சொல் மீட்டமைக்கப்பட்டது
mail-reset-done-body = உங்கள் கணக்கின் கடவுச்சொல் இப்போதுதான் மீட்டமைக்கப்பட்டது, உள்நுழைந்திருந்த எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.
mail-reset-done-still = இவற்றைக் கொண்டு இன்னும் உங்கள் கணக்கில் உள்நுழையலாம்:
mail-reset-done-remove = இவற்றில் ஏதேனும் உங்களுடையது அல்ல என்றால், புதிய கடவுச்சொல் மூலம் உள்நுழைந்து, உங்கள் கணக்குப் பக்கத்தில் "புதிய கடவுச்சொல்லைத் தவிர அனைத்தையும் அகற்று" என்பதைத் தேர்வுசெய்யவும்.
mail-reset-done-nothing-else = புதிய கடவுச்சொல்லைக் கொண்டு மட்டுமே உங்கள் கணக்கில் உள்நுழைய முடியும்; வேறு எதைக் கொண்டும் முடியாது.
mail-reset-done-factor-not-yours = உள்நுழையும்போது உங்களிடம் இல்லாத இரண்டாம் காரணி கேட்கப்பட்டால், அது உங்களுடையது அல்ல: அதை அகற்றுமாறு இந்தச் சேவையின் உதவிக் குழுவிடம் கேட்கவும்.
mail-reset-done-not-you = நீங்கள் கடவுச்சொல்லை மீட்டமைக்கவில்லை என்றால், உங்கள் மின்னஞ்சலை வேறொருவர் படிக்க முடியும்: முதலில் உங்கள் மின்னஞ்சல் பெட்டியைப் பாதுகாத்து, பிறகு மீண்டும் புதிய கடவுச்சொல்லை அமைக்கவும்.
ways-in-passkey = "{ $name }" என்ற கடவுச்சாவி
ways-in-authenticator = ஓர் அங்கீகரிப்பு ஆப்ஸ்
ways-in-recovery-codes = { $count ->
    [one] பயன்படுத்தப்படாத { $count } மீட்புக் குறியீடு
   *[other] பயன்படுத்தப்படாத { $count } மீட்புக் குறியீடுகள்
}
ways-in-link = { $provider } மூலம் உள்நுழைதல்
ways-in-sessions = { $count ->
    [one] உள்நுழைந்துள்ள வேறு { $count } சாதனம் (கீழே பட்டியலிடப்பட்டுள்ளது)
   *[other] உள்நுழைந்துள்ள வேறு { $count } சாதனங்கள் (கீழே பட்டியலிடப்பட்டுள்ளன)
}
account-review-heading = உங்கள் கடவுச்சொல் மீட்டமைக்கப்பட்டது
account-review-lead = உங்கள் கடவுச்சொல் { $date } அன்று மீட்டமைக்கப்பட்டது. இவற்றைக் கொண்டு இன்னும் உங்கள் கணக்கில் உள்நுழையலாம்:
account-review-explain = இவற்றில் ஏதேனும் உங்களுடையது அல்ல என்றால், அனைத்தையும் அகற்றவும்: அதன் பிறகு உங்கள் புதிய கடவுச்சொல்லைக் கொண்டு மட்டுமே உள்நுழைய முடியும், மற்ற எல்லாச் சாதனங்களும் வெளியேற்றப்படும். பிறகு மீண்டும் கடவுச்சாவியையோ அங்கீகரிப்பு ஆப்ஸையோ சேர்க்கலாம்.
account-review-remove = புதிய கடவுச்சொல்லைத் தவிர அனைத்தையும் அகற்று
account-review-keep = அனைத்தும் என்னுடையவை
account-review-gone = மதிப்பாய்வு செய்ய இனி எதுவும் இல்லை.
account-review-removed = உங்கள் புதிய கடவுச்சொல்லைத் தவிர அனைத்தும் அகற்றப்பட்டன, மற்ற எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.
account-review-kept = குறித்துக்கொண்டோம்: எல்லாம் அப்படியே இருக்கும்.

## The second step locked after wrong codes

mail-factor-locked-subject = யாரோ ஒருவர் உங்கள் இரண்டாம் காரணியைத் தாண்ட முயன்றார்
mail-factor-locked-body = { $minutes ->
    [one] யாரோ ஒருவர் உங்கள் கடவுச்சொல்லை உள்ளிட்டு, பிறகு ஐந்து தவறான இரண்டாம் காரணிக் குறியீடுகளை உள்ளிட்டார். உங்கள் கணக்கில் உள்நுழைவது { $minutes } நிமிடத்துக்கு நிறுத்திவைக்கப்பட்டுள்ளது.
   *[other] யாரோ ஒருவர் உங்கள் கடவுச்சொல்லை உள்ளிட்டு, பிறகு ஐந்து தவறான இரண்டாம் காரணிக் குறியீடுகளை உள்ளிட்டார். உங்கள் கணக்கில் உள்நுழைவது { $minutes } நிமிடங்களுக்கு நிறுத்திவைக்கப்பட்டுள்ளது.
}
mail-factor-locked-not-you = இதைச் செய்தது நீங்கள் இல்லையென்றால், உங்கள் கடவுச்சொல் வேறொருவருக்குத் தெரியும்: இப்போதே புதிய கடவுச்சொல்லை அமைக்கவும்.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = கன்சோல் பங்குக்குச் சரிபார்க்கப்பட்ட முகவரி தேவை: பயனர் முதலில் தன் முகவரியை உறுதிப்படுத்த வேண்டும்
console-gate-unverified = முகவரி சரிபார்க்கப்பட்ட இயக்குநர்களுக்கு மட்டுமே கன்சோல் திறக்கும். சரிபார்ப்பு மின்னஞ்சலில் உள்ள இணைப்பு மூலம் உங்கள் முகவரியை உறுதிப்படுத்தி, பிறகு கன்சோலை மீண்டும் திறக்கவும்.
console-gate-idle-lead = கன்சோலைத் திறக்க மீண்டும் உள்நுழையவும்
console-gate-idle = கன்சோல் { $minutes } நிமிடங்களாகப் பயன்படுத்தப்படவில்லை, எனவே மீண்டும் உள்நுழையுமாறு கேட்கிறது. உங்கள் கணக்கில் நீங்கள் உள்நுழைந்த நிலையிலேயே இருப்பீர்கள்.
console-webhook-url-once = அதன் URL, இப்போது மட்டுமே முழுமையாகக் காட்டப்படுகிறது (பட்டியலில் "?"-க்குப் பிறகு உள்ளவை மறைக்கப்படும், அங்கே டோக்கன் இருக்கலாம்):
console-webhook-query-hidden = எண்ட்பாயிண்டின் URL-இல் "?"-க்குப் பிறகு உள்ளவை மறைக்கப்பட்டுள்ளன: அதில் பெறுநரின் டோக்கன் இருக்கலாம்.
## Signing in with a code mailed to the address (no password)

page-login-email-code = மின்னஞ்சலில் குறியீட்டை அனுப்பு
page-code-ask-title = குறியீடு மூலம் உள்நுழைக
page-code-ask-lead = உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்: உள்நுழைவதற்கான குறியீட்டை உங்களுக்கு மின்னஞ்சல் செய்வோம், கடவுச்சொல் தேவையில்லை.
page-code-ask-button = மின்னஞ்சலில் குறியீட்டை அனுப்பு
page-code-invalid-email = name@example.com போன்ற முழுமையான மின்னஞ்சல் முகவரியை உள்ளிடவும்.
page-code-not-allowed = இந்த ஆப்ஸ் உங்கள் கடவுச்சொல்லையோ கடவுச்சாவியையோ கேட்கிறது: மின்னஞ்சல் குறியீடு மூலம் உள்நுழைவது இங்கே வழங்கப்படவில்லை.
page-code-title = உங்கள் மின்னஞ்சலைப் பார்க்கவும்
page-code-lead = { $minutes ->
    [one] { $email } முகவரிக்கு ஒரு மின்னஞ்சல் வந்துகொண்டிருக்கிறது. அதிலுள்ள ஆறு இலக்கக் குறியீட்டை உள்ளிடவும்: அது { $minutes } நிமிடத்துக்கு, ஒருமுறை மட்டும் செயல்படும்.
   *[other] { $email } முகவரிக்கு ஒரு மின்னஞ்சல் வந்துகொண்டிருக்கிறது. அதிலுள்ள ஆறு இலக்கக் குறியீட்டை உள்ளிடவும்: அது { $minutes } நிமிடங்களுக்கு, ஒருமுறை மட்டும் செயல்படும்.
}
page-code-field = உள்நுழைவுக் குறியீடு
page-code-name = நீங்கள் புதியவர் என்றால், உங்கள் பெயர்
page-code-button = உள்நுழை
page-code-again = புதிய குறியீட்டை அனுப்பு
page-code-wrong = அந்தக் குறியீடு தவறானது அல்லது காலாவதியானது. சமீபத்திய மின்னஞ்சலைப் பார்க்கவும் அல்லது புதிய குறியீட்டைக் கோரவும்.
page-code-link-title = உள்நுழைக
page-code-link-lead = இந்த உலாவியில் உங்கள் கணக்கில் உள்நுழையவும்.
page-code-link-button = உள்நுழை
page-code-link-elsewhere-title = நீங்கள் கேட்ட இடத்தில் இந்தக் குறியீட்டை உள்ளிடவும்
page-code-link-elsewhere = இந்த இணைப்பைக் கேட்ட உலாவி அல்லது ஆப்ஸ் அல்லாமல் வேறொன்றில் இது திறக்கப்பட்டது. அங்கே இந்தக் குறியீட்டை உள்ளிடவும்:
page-code-link-ended-title = இந்த இணைப்பு காலாவதியானது
page-code-link-ended = இணைப்பு பயன்படுத்தப்பட்டது, புதியதால் மாற்றப்பட்டது அல்லது மிகப் பழையது. நீங்கள் உள்நுழையும் இடத்தில் புதிய குறியீட்டைக் கோரவும்.
api-sign-in-code-refused = குறியீடு தவறானது, பயன்படுத்தப்பட்டது, மாற்றப்பட்டது அல்லது காலாவதியானது: புதியதைக் கோரவும்
api-login-code-or-password = கடவுச்சொல் அல்லது குறியீட்டை அனுப்பவும், இரண்டையும் அல்ல
api-code-code-sent = உள்நுழைவுக் குறியீட்டுடன் ஒரு மின்னஞ்சல் வந்துகொண்டிருக்கிறது; குறியீடு சில நிமிடங்களுக்கு, ஒருமுறை மட்டும் செயல்படும்
api-code-sign-in-code-not-allowed = மின்னஞ்சல் குறியீடு மூலம் உள்நுழைவது இங்கே வழங்கப்படவில்லை: உங்கள் கடவுச்சொல்லையோ கடவுச்சாவியையோ பயன்படுத்தவும்

## Mail: a sign-in code

mail-code-subject = உங்கள் உள்நுழைவுக் குறியீடு
mail-code-asked = இந்த முகவரி மூலம் உள்நுழைய யாரோ ஒருவர் கேட்டுள்ளார். உள்ளிட வேண்டிய குறியீடு:
mail-code-minutes = { $minutes ->
    [one] குறியீடும் கீழே உள்ள இணைப்பும் { $minutes } நிமிடத்துக்கு, ஒருமுறை மட்டும் செயல்படும்; புதிய கோரிக்கை இவற்றை மாற்றிவிடும்.
   *[other] குறியீடும் கீழே உள்ள இணைப்பும் { $minutes } நிமிடங்களுக்கு, ஒருமுறை மட்டும் செயல்படும்; புதிய கோரிக்கை இவற்றை மாற்றிவிடும்.
}
mail-code-new-account = இந்த முகவரியை இன்னும் எந்தக் கணக்கும் பயன்படுத்தவில்லை: குறியீடு மூலம் உள்நுழைந்தால் ஒரு கணக்கு உருவாக்கப்படும்.
mail-code-button = உள்நுழை
mail-code-not-you = இதைச் செய்தது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: குறியீடு இல்லாமல் யாரும் உள்நுழைய முடியாது.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = இந்த முகவரி மூலம் உள்நுழைதல்
mail-no-account-body = இந்த முகவரி மூலம் உள்நுழைவதற்கான குறியீட்டை யாரோ ஒருவர் கேட்டார், ஆனால் இங்கே எந்தக் கணக்கும் இந்த முகவரியைப் பயன்படுத்தவில்லை.
mail-no-account-not-you = இதைச் செய்தது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: எதுவும் மாறவில்லை.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = பயனர்கள் மின்னஞ்சல் குறியீடு மூலம் உள்நுழையலாம்
api-name-invalid = பெயர் மிக நீளமாக உள்ளது அல்லது கட்டுப்பாட்டு எழுத்துகளைக் கொண்டுள்ளது
