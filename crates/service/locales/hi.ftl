# Hindi: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = भाषा

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = ईमेल पता या पासवर्ड सही नहीं है। नए खाते में साइन इन तभी हो सकता है, जब उसके पते की पुष्टि हो जाए: लिंक के लिए अपना ईमेल देखें।
error-throttled = कई बार गलत कोशिशें हुई हैं। कुछ मिनट रुकें, फिर दोबारा कोशिश करें।
error-busy = अभी बहुत सारे लोग साइन इन कर रहे हैं। कृपया थोड़ी देर में फिर से कोशिश करें।
error-missing-fields = अपना ईमेल पता और पासवर्ड डालें।
error-expired-form = इस फ़ॉर्म की समय-सीमा खत्म हो गई है। कृपया फिर से साइन इन करें।
error-second-factor-in-app = यह खाता दूसरे फ़ैक्टर से सुरक्षित है। पहले अपने खाता पेज पर साइन इन करें (वहां कोड मांगा जाएगा), फिर यहां वापस आएं।
error-wrong-second-factor = कोड सही नहीं था, या पहले ही इस्तेमाल हो चुका था, या बहुत देर से डाला गया। कृपया फिर से साइन इन करें।
error-passkey-refused = वह पासकी इस्तेमाल नहीं की जा सकी, या इसमें बहुत ज़्यादा समय लगा। फिर से कोशिश करें, या अपने पासवर्ड से साइन इन करें।

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = बहुत ज़्यादा अनुरोध। कुछ मिनट रुकें, फिर दोबारा कोशिश करें।
error-expired-form-again = इस फ़ॉर्म की समय-सीमा खत्म हो गई है। कृपया फिर से कोशिश करें।

## Error pages (a heading and a paragraph)

error-bad-link-title = लिंक मान्य नहीं है
error-bad-link-text = यह लिंक अब मान्य नहीं है: इसका इस्तेमाल हो चुका है, इसकी समय-सीमा खत्म हो गई है, या इसकी जगह कोई नया लिंक भेजा गया है। नया लिंक मांगें।

error-form-title = साइन इन नहीं हो सका
error-form-too-large = फ़ॉर्म बहुत बड़ा है।
error-form-unreadable = फ़ॉर्म पढ़ा नहीं जा सका। कृपया वापस जाएं और फिर से कोशिश करें।
error-cross-site-title = अनुरोध अस्वीकार किया गया
error-cross-site-text = यह फ़ॉर्म किसी दूसरी साइट से भेजा गया था। साइन-इन पेज फिर से खोलें और वहीं से इसे सबमिट करें।

error-unavailable-title = थोड़ी देर में फिर से कोशिश करें
error-unavailable-text = साइन-इन सेवा व्यस्त है या उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।
error-failed-title = कुछ गड़बड़ हो गई
error-failed-text = साइन इन पूरा नहीं हो सका। कृपया फिर से कोशिश करें।

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = यह जानना कि आप कौन हैं
scope-email = आपका ईमेल पता देखना
scope-profile = आपकी प्रोफ़ाइल देखना: नाम, फ़ोटो, फ़ोन नंबर और देश
scope-authorization = आपकी प्रोफ़ाइल और आपके साइन-इन सेशन देखना
scope-organizations = आप जिन संगठनों के सदस्य हैं, उन्हें और उनमें अपनी भूमिकाएं देखना
scope-api = आपकी ओर से { $api } का उपयोग करना

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: अपने ऑथेंटिकेटर ऐप में दिख रहा कोड या कोई रिकवरी कोड डालें, या अपनी पासकी इस्तेमाल करें।
page-second-step-passkey = { $purpose }: अपनी पासकी इस्तेमाल करें।
page-second-step-code = { $purpose }: अपने ऑथेंटिकेटर ऐप में दिख रहा कोड या अपना कोई रिकवरी कोड डालें।
page-second-step-use-passkey = अपनी पासकी इस्तेमाल करें

## Login page

page-login-title = साइन इन करें
page-login-email = ईमेल
page-login-password = पासवर्ड
page-login-button = साइन इन करें
page-login-with-provider = { $provider } से साइन इन करें
page-login-passkey = पासकी से साइन इन करें
page-login-forgot = पासवर्ड भूल गए?
page-login-organization = अपने संगठन से साइन इन करें
page-organization-title = अपने संगठन से साइन इन करें
page-organization-lead = अपने संगठन के साइन-इन से आगे बढ़ने के लिए अपना कामकाजी ईमेल पता या अपने संगठन की ID डालें।
page-organization-field = कामकाजी ईमेल या संगठन ID
page-organization-button = जारी रखें
page-organization-unknown = इस पते या ID के लिए कोई भी संगठन साइन इन नहीं कराता। इसे जांचें, या अपने ईमेल पते और पासवर्ड से साइन इन करें।
login-sso-required = आपका साइन इन आपका संगठन कराता है: अपने संगठन के साइन-इन का इस्तेमाल करें।
login-sso-required-named = आपका साइन इन { $organization } कराता है: नीचे उसके साइन-इन का इस्तेमाल करें।
page-login-new-here = यहां नए हैं?
page-login-create-account = खाता बनाएं

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = डिवाइस कनेक्ट करें
page-device-code-lead = अपने टीवी, गेम कंसोल या दूसरे डिवाइस पर दिख रहा कोड डालें।
page-device-code-label = कोड
page-device-code-button = जारी रखें
page-device-confirm-heading = { $client } को कनेक्ट करें?
page-device-confirm-lead = कोड { $code } दिखा रहा एक डिवाइस आपके खाते { $email } का इस्तेमाल करने की अनुमति मांग रहा है। अनुमति तभी दें, जब आपने खुद उस डिवाइस पर यह शुरू किया हो।
page-device-confirm-able = यह ये काम कर पाएगा:
page-device-confirm-deny = अस्वीकार करें
page-device-confirm-allow = अनुमति दें

## Account page

page-account-title = आपका खाता
page-account-signed-in-as = { $email } के तौर पर साइन इन किया गया है
page-account-signed-in-as-unconfirmed = { $email } के तौर पर साइन इन किया गया है (पते की पुष्टि अभी नहीं हुई है: हमारा भेजा गया ईमेल देखें)
page-account-sessions-heading = आपने कहां-कहां साइन इन किया है
page-account-session-app = ऐप { $package }
page-account-this-browser = यह ब्राउज़र
page-account-sign-out-session = साइन आउट करें
page-account-sign-out-others = बाकी सभी जगहों से साइन आउट करें
page-account-profile-heading = प्रोफ़ाइल
page-account-profile-save = प्रोफ़ाइल सेव करें
page-account-password-heading = पासवर्ड
page-account-current-password = मौजूदा पासवर्ड
page-account-new-password = नया पासवर्ड (कम से कम 10 वर्ण)
page-account-password-change = पासवर्ड बदलें
page-account-email-heading = ईमेल पता
page-account-email-explain = नए पते पर एक लिंक भेजा जाएगा; उसका इस्तेमाल होने पर आपका खाता उस पते पर चला जाएगा। तब तक आप इसी पते से साइन इन करेंगे।
page-account-new-email = नया ईमेल पता
page-account-email-password = पासवर्ड
page-account-email-change = ईमेल पता बदलें
page-account-data-heading = आपका डेटा
page-account-data-explain = यह सेवा आपके खाते के बारे में जो कुछ भी रखती है (प्रोफ़ाइल, सेशन और उनके डिवाइस व जगहें, लिंक किए गए प्रोवाइडर, दूसरे फ़ैक्टर, आपसे जुड़े सुरक्षा इवेंट), वह सब एक JSON फ़ाइल में। इसमें कोई पासवर्ड या गोपनीय जानकारी नहीं होती।
page-account-data-download = अपना डेटा डाउनलोड करें
page-account-delete-heading = अपना खाता मिटाएं
page-account-delete-explain = इससे आपकी प्रोफ़ाइल, सेशन, दूसरे फ़ैक्टर और लिंक किए गए प्रोवाइडर हट जाते हैं, और आप हर जगह से साइन आउट हो जाते हैं।
page-account-delete-link = अपना खाता मिटाएं

## Sign-out confirmation

page-logout-title = साइन आउट करें
page-logout-question = क्या आप इस ब्राउज़र पर अपने खाते से साइन आउट करना चाहते हैं?
page-logout-button = साइन आउट करें

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = पासवर्ड डालें।
# $min is the least number of characters (10).
rule-password-too-short = { $min ->
    [one] पासवर्ड में कम से कम { $min } वर्ण होना चाहिए।
   *[other] पासवर्ड में कम से कम { $min } वर्ण होने चाहिए।
    }
# $max is the most characters a new password may have (256).
rule-password-too-long = पासवर्ड में { $max } से ज़्यादा वर्ण नहीं हो सकते।
rule-password-is-email = पासवर्ड आपका ईमेल पता नहीं हो सकता।
rule-password-refused = इस पासवर्ड का इस्तेमाल नहीं किया जा सकता। कृपया कोई दूसरा पासवर्ड चुनें।
rule-email-invalid = ऐसा ईमेल पता डालें जिस पर ईमेल मिल सकें, जैसे name@example.com।
rule-email-same = यह पहले से ही आपके खाते का पता है।
rule-field-invalid = किसी फ़ील्ड में बहुत ज़्यादा वर्ण हैं या ऐसे वर्ण हैं जिनकी अनुमति नहीं है।

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = क्लाइंट के नाम में 1 से 200 वर्ण होने चाहिए
rule-client-name-characters = क्लाइंट के नाम में कोई कंट्रोल या बाईडायरेक्शनल फ़ॉर्मैटिंग वर्ण नहीं होना चाहिए
rule-resource-server-confidential = रिसोर्स सर्वर को कॉन्फ़िडेंशियल क्लाइंट होना चाहिए
rule-client-credentials-confidential = client_credentials के लिए कॉन्फ़िडेंशियल क्लाइंट ज़रूरी है
rule-public-client-secret = पब्लिक क्लाइंट का कोई सीक्रेट नहीं होता
rule-shared-signals-confidential = Shared Signals रिसीवर को गोपनीय क्लाइंट होना चाहिए
rule-organization-for-receivers = केवल Shared Signals रिसीवर ही किसी संगठन से जुड़ता है
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = { $max ->
    [one] प्रोफ़ाइल फ़ील्ड में ज़्यादा से ज़्यादा { $max } वर्ण हो सकता है
   *[other] प्रोफ़ाइल फ़ील्ड में ज़्यादा से ज़्यादा { $max } वर्ण हो सकते हैं
    }
rule-profile-field-characters = प्रोफ़ाइल फ़ील्ड में कोई कंट्रोल या बाईडायरेक्शनल फ़ॉर्मैटिंग वर्ण नहीं होना चाहिए
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = अज्ञात इवेंट टाइप “{ $name }”; ज्ञात टाइप: { $known }
rule-no-event-type = कम से कम एक इवेंट टाइप बताना ज़रूरी है
rule-secret-prefix = सीक्रेट whsec_ से शुरू होना चाहिए
rule-secret-encoding = सीक्रेट whsec_ से शुरू होना चाहिए और base64 में एन्कोड किया होना चाहिए
rule-secret-length = सीक्रेट 24 से 64 बाइट का होना चाहिए
rule-delivery-status = status का मान pending, delivered या failed होना चाहिए
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name } एक RFC 3339 टाइमस्टैम्प होना चाहिए
rule-not-a-user-id = user एक उपयोगकर्ता ID होना चाहिए
rule-not-an-email = email एक ईमेल पता होना चाहिए
rule-unknown-audit-type = अज्ञात इवेंट टाइप
rule-unknown-cursor = यह cursor इस API ने नहीं दिया है
rule-page-size = limit 1 से 500 के बीच होना चाहिए
rule-no-scope = कम से कम एक स्कोप ज़रूरी है
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = यह API सिर्फ़ ये स्कोप तय करता है: { $scopes }
rule-role-name = भूमिका admin, support, viewer या none होनी चाहिए
rule-already-verified = पता पहले से सत्यापित है

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = { $client } पर जारी रखने के लिए
login-failed-title = साइन इन नहीं हो सका
login-malformed-link = साइन-इन लिंक सही नहीं है।
login-request-missing-client = अनुरोध में किसी ऐप का नाम नहीं है।
login-request-unknown-client = यह ऐप रजिस्टर नहीं है, या इसे बंद कर दिया गया है।
login-request-missing-redirect-uri = अनुरोध में यह नहीं बताया गया है कि कहां वापस जाना है (redirect_uri)।
login-request-unregistered-redirect-uri = यह redirect_uri इस ऐप के लिए रजिस्टर नहीं है।
login-request-state-too-long = state पैरामीटर बहुत लंबा है।
login-request-invalid = साइन-इन अनुरोध मान्य नहीं है।

## Signing out of the browser.

login-signout-failed-title = साइन आउट नहीं हो सका
login-signout-malformed-link = साइन-आउट लिंक सही नहीं है।
login-signed-out-title = साइन आउट हो गया
login-signed-out-text = आप इस ब्राउज़र पर साइन आउट हो गए हैं।

## The second step after a password, and an app that needs one.

second-step-title = दो चरणों में साइन इन
second-step-code-label = कोड
second-step-continue = जारी रखें
second-step-enrol-title = दूसरा फ़ैक्टर सेट अप करें
second-step-enrol-text = { $client } के लिए टू-फ़ैक्टर साइन-इन ज़रूरी है। अपने खाता पेज पर कोई ऑथेंटिकेटर ऐप या पासकी सेट अप करें, फिर { $client } में दोबारा साइन इन करें।
second-step-enrol-link = अपना खाता पेज खोलें

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = ऑथेंटिकेटर ऐप
second-step-app-on = { $count ->
    [0] ऑथेंटिकेटर ऐप सेट अप है; सभी रिकवरी कोड इस्तेमाल हो चुके हैं।
    [one] ऑथेंटिकेटर ऐप सेट अप है; { $count } रिकवरी कोड अभी इस्तेमाल नहीं हुआ है।
   *[other] ऑथेंटिकेटर ऐप सेट अप है; { $count } रिकवरी कोड अभी इस्तेमाल नहीं हुए हैं।
    }
second-step-app-remove = ऑथेंटिकेटर ऐप हटाएं
second-step-app-intro = Google Authenticator या 1Password जैसे ऐप से मिलने वाले कोड, जो आपके पासवर्ड के बाद मांगे जाते हैं।
second-step-app-set-up = ऑथेंटिकेटर ऐप सेट अप करें
second-step-app-qr-label = आपके ऑथेंटिकेटर ऐप के लिए QR कोड
second-step-app-setup-title = ऑथेंटिकेटर ऐप सेट अप करें
second-step-app-setup-lead = अपने ऑथेंटिकेटर ऐप से कोड स्कैन करें, फिर उसमें दिख रहे छह अंक डालें।
second-step-app-setup-key = या ऐप में यह कुंजी टाइप करें:
second-step-app-code-label = ऐप से मिला कोड
second-step-app-turn-on = चालू करें
second-step-app-cancel = रद्द करें
second-step-recovery-title = अपने रिकवरी कोड सेव करें
second-step-recovery-lead = ऑथेंटिकेटर ऐप चालू हो गया है। अगर आपका फ़ोन खो जाए, तो इनमें से हर कोड से आप एक बार साइन इन कर सकते हैं। इन्हें किसी सुरक्षित जगह पर रखें: ये दोबारा नहीं दिखाए जाएंगे।
second-step-recovery-back = अपने खाते पर वापस जाएं

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = पासकी से साइन इन करें
passkey-not-used = कोई पासकी इस्तेमाल नहीं की गई। फिर से कोशिश करें, या अपना पासवर्ड इस्तेमाल करें।
passkey-section-heading = पासकी
passkey-section-intro = पासकी की मदद से आप पासवर्ड के बजाय अपने फ़िंगरप्रिंट, चेहरे या स्क्रीन लॉक से साइन इन कर सकते हैं।
passkey-rename-label = नया नाम
passkey-rename-button = नाम बदलें
passkey-remove-button = हटाएं
passkey-new-name-label = नई पासकी का नाम
passkey-new-name-placeholder = यह लैपटॉप
passkey-add-button = पासकी जोड़ें
passkey-already-registered = यह पासकी पहले से रजिस्टर है।
passkey-not-added = कोई पासकी नहीं जोड़ी गई। फिर से कोशिश करें।

## The consent screen.

consent-heading = { $client } को अपने खाते का इस्तेमाल करने की अनुमति दें?
consent-lead = आपने { $account } के तौर पर साइन इन किया है। { $client } किसी और का बनाया हुआ ऐप है; यह इनकी अनुमति मांग रहा है:
consent-revoke-note = आप कभी भी अपने खाता पेज पर इसका ऐक्सेस हटा सकते हैं।
consent-deny = अस्वीकार करें
consent-allow = अनुमति दें
consent-title = { $client } को अनुमति दें?

## Connecting a device (TV, console) with a code.

device-login-lead = अपने खाते से कोई डिवाइस कनेक्ट करने के लिए
device-code-unknown = वह कोड सही नहीं है, उसकी समय-सीमा खत्म हो गई है, या उसका इस्तेमाल हो चुका है। अपने डिवाइस पर कोड जांचें और फिर से कोशिश करें।
device-code-throttled = कई बार गलत कोड डाला गया। कुछ मिनट रुकें, फिर दोबारा कोशिश करें।
device-code-form-expired = इस फ़ॉर्म की समय-सीमा खत्म हो गई है। कृपया कोड फिर से डालें।
device-connected-title = डिवाइस कनेक्ट हो गया
device-connected-text = { $client } अब आपके खाते से कनेक्ट हो गया है। आप अपने डिवाइस पर वापस जा सकते हैं।
device-denied-title = अनुरोध अस्वीकार किया गया
device-denied-text = { $client } कनेक्ट नहीं किया गया। आप यह पेज बंद कर सकते हैं।
device-two-factors-title = टू-फ़ैक्टर साइन-इन ज़रूरी है
device-two-factors-text = { $client } के लिए टू-फ़ैक्टर साइन-इन ज़रूरी है। अपने खाता पेज पर अपने दूसरे फ़ैक्टर से साइन इन करें (या कोई दूसरा फ़ैक्टर सेट अप करें), फिर यहां कोड दोबारा डालें।
device-two-factors-link = अपना खाता पेज खोलें

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = लिंक नहीं हो सका
upstream-link-from-account-page = किसी प्रोवाइडर को अपने खाता पेज पर उसके बटन से लिंक करें।
upstream-link-expired = इस पेज की समय-सीमा खत्म हो गई है। अपने खाता पेज पर वापस जाएं, उसे रीलोड करें और फिर से कोशिश करें।
upstream-unknown-provider = ऐसा कोई साइन-इन प्रोवाइडर नहीं है।
upstream-bad-state = यह साइन-इन पहले ही इस्तेमाल हो चुका है, इसकी समय-सीमा खत्म हो गई है, या इसे किसी दूसरे ब्राउज़र में शुरू किया गया था। ऐप्लिकेशन पर वापस जाएं और फिर से साइन इन करें।
upstream-denied = प्रोवाइडर ने आपको साइन इन नहीं किया। ऐप्लिकेशन पर वापस जाएं और फिर से कोशिश करें।
upstream-refused = प्रोवाइडर का जवाब स्वीकार नहीं किया जा सका। ऐप्लिकेशन पर वापस जाएं और फिर से साइन इन करें।
upstream-unavailable = साइन-इन प्रोवाइडर से संपर्क नहीं हो सका। थोड़ी देर में फिर से कोशिश करें, या किसी दूसरे तरीके से साइन इन करें।
upstream-email-taken = इस ईमेल पते वाला खाता पहले से मौजूद है। उसके पासवर्ड या पासकी से उसमें साइन इन करें, फिर अपने खाता पेज पर इस प्रोवाइडर को लिंक करें।
upstream-outside-domains = आपके संगठन का साइन-इन सिर्फ़ संगठन के अपने सत्यापित डोमेन वाले पतों को साइन इन करा सकता है।
upstream-unconfirmed-account = इस ईमेल पते वाला खाता मौजूद है, लेकिन उसके पते की कभी पुष्टि नहीं हुई। उसकी पुष्टि करें (या उस खाते का पासवर्ड रीसेट करें), फिर अपने संगठन के ज़रिए दोबारा साइन इन करें।
upstream-operator-account = इस खाते की ऑपरेटर कंसोल में एक भूमिका है: यह अपने पासवर्ड और दूसरे कारक से साइन इन करता है, किसी संगठन के साइन-इन से नहीं।
upstream-registration-closed = यह खाता यहां मौजूद नहीं है, और अभी नए खाते नहीं बनाए जा सकते। खाते के लिए ऑपरेटर से संपर्क करें।
upstream-no-email = प्रोवाइडर ने कोई ईमेल पता शेयर नहीं किया, जो नए खाते के लिए ज़रूरी है।
upstream-unverified-email = प्रोवाइडर ने पुष्टि नहीं की कि यह ईमेल पता आपका है, इसलिए इससे खाता नहीं बनाया जा सकता। अपने ईमेल पते से खाता बनाएं, फिर अपने खाता पेज पर प्रोवाइडर को लिंक करें।
upstream-linked-elsewhere = यह साइन-इन पहले से किसी दूसरे खाते से लिंक है।
upstream-already-linked = आपका खाता इस प्रोवाइडर से पहले से लिंक है, लेकिन किसी दूसरे साइन-इन से। पहले उसे अनलिंक करें।
upstream-disabled = यह खाता बंद कर दिया गया है।
upstream-reauthenticate = अपने खाता पेज पर फिर से साइन इन करें, फिर प्रोवाइडर को लिंक करें।

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = अपना खाता बनाएं
signup-lead = आपके पते की पुष्टि के लिए हम आपको एक ईमेल भेजेंगे।
signup-email = ईमेल
signup-password = पासवर्ड (कम से कम 10 वर्ण)
signup-name = नाम (ज़रूरी नहीं)
signup-button = खाता बनाएं
signup-closed-title = रजिस्ट्रेशन बंद है
signup-closed-text = नए खाते इस सेवा के ऑपरेटर बनाते हैं। खाते के लिए उनसे संपर्क करें।
signup-sent-title = अपना ईमेल देखें
signup-sent-text = आपके पते की पुष्टि के लिए हमने एक ईमेल भेजा है। उसमें दिए गए लिंक पर जाएं; आप अभी से साइन इन कर सकते हैं।
signup-sent-continue-text = आपके पते की पुष्टि के लिए हमने एक ईमेल भेजा है। आप अभी साइन इन करके जारी रख सकते हैं।
signup-sent-continue = साइन इन करें और जारी रखें

## Address confirmation page (opened from the mailed link)

verify-title = अपने ईमेल पते की पुष्टि करें
verify-lead = पुष्टि करें कि यह ईमेल पता आपका है, ताकि आपका खाता इसका इस्तेमाल कर सके। अगर आपने यहां कोई खाता नहीं बनाया है या उसका पता नहीं बदला है, तो पुष्टि न करें: यह पेज बंद कर दें।
verify-button = मेरे पते की पुष्टि करें
verify-done-title = ईमेल पते की पुष्टि हो गई
verify-done-text = धन्यवाद: आपके ईमेल पते की पुष्टि हो गई है। अब आप यह पेज बंद कर सकते हैं।

## Password reset request page

forgot-title = पासवर्ड भूल गए?
forgot-lead = अपना ईमेल पता डालें। अगर उससे कोई खाता जुड़ा है, तो हम आपको नया पासवर्ड सेट करने का लिंक भेजेंगे।
forgot-email = ईमेल
forgot-button = लिंक भेजें
forgot-sent-title = अपना ईमेल देखें
forgot-sent-text = अगर इस पते से कोई खाता जुड़ा है, तो नया पासवर्ड सेट करने के लिंक वाला ईमेल भेजा जा रहा है। लिंक 30 मिनट तक काम करेगा।

## New password page (opened from the mailed link)

reset-title = नया पासवर्ड सेट करें
reset-lead = 10 से 256 वर्णों का पासवर्ड चुनें। आपके खाते में साइन इन किए गए सभी डिवाइस साइन आउट हो जाएंगे।
reset-password = नया पासवर्ड
reset-button = पासवर्ड सेट करें
reset-done-title = पासवर्ड सेट हो गया
reset-done-text = आपका नया पासवर्ड सेट हो गया है, और साइन इन किए गए सभी डिवाइस साइन आउट हो गए हैं। नए पासवर्ड से फिर से साइन इन करें।

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = आपकी प्रोफ़ाइल सेव हो गई है।
account-password-changed = आपका पासवर्ड बदल गया है; बाकी सभी डिवाइस साइन आउट हो गए हैं।
account-email-requested = अगर वह पता इस्तेमाल किया जा सकता है, तो उसकी पुष्टि का लिंक वहां भेजा जा रहा है: लिंक का इस्तेमाल होने पर आपका पता बदल जाएगा।
account-session-signed-out = वह सेशन साइन आउट हो गया है।
account-others-signed-out = बाकी सभी सेशन साइन आउट हो गए हैं।
account-console-needs-factor = ऑपरेटर कंसोल के लिए दूसरा फ़ैक्टर ज़रूरी है: नीचे कोई ऑथेंटिकेटर ऐप या पासकी जोड़ें, फिर उससे दोबारा साइन इन करें।
account-form-expired = इस फ़ॉर्म की समय-सीमा खत्म हो गई है। कृपया फिर से कोशिश करें।
account-login-lead = अपना खाता देखने और बदलने के लिए
account-sign-in-again-lead = साइन इन का तरीका बदलने के लिए दोबारा साइन इन करें
account-sign-in-again = आपकी सुरक्षा के लिए, साइन इन का कोई तरीका जोड़ने या हटाने से पहले दोबारा साइन इन करें (अगर आपके पास दूसरा फ़ैक्टर है, तो उसके साथ)।
account-second-step-purpose = अपना खाता खोलने के लिए
account-profile-name = नाम
account-profile-mobile = मोबाइल नंबर
account-profile-picture = फ़ोटो का URL
account-profile-country-code = देश का कोड
account-profile-country = देश
account-profile-city = शहर
account-profile-postal-code = पिन कोड
account-session-unknown-device = अनजान डिवाइस
account-session-unknown-app = अनजान ऐप
account-session-when = साइन इन: { $since } · आखिरी बार सक्रिय: { $active }
account-provider-not-linked = वह प्रोवाइडर आपके खाते से लिंक नहीं है।
account-last-sign-in-method = आपके खाते में साइन इन करने का यही एकमात्र तरीका है। पहले कोई पासकी जोड़ें या पासवर्ड सेट करें (पासवर्ड भूल गए?)।
account-session-gone = वह सेशन अब साइन इन नहीं है।
account-wrong-password = मौजूदा पासवर्ड सही नहीं है।
account-too-many-passwords = कई बार गलत पासवर्ड डाला गया। कुछ मिनट रुकें, फिर दोबारा कोशिश करें।
account-unknown-action = यह पेज ऐसा कुछ नहीं करता।

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = ऑथेंटिकेटर ऐप हटा दिया गया है।
factors-passkey-added = आपकी पासकी जोड़ दी गई है: अब से आप इससे साइन इन कर सकते हैं।
factors-passkey-renamed = पासकी का नाम बदल दिया गया है।
factors-passkey-removed = पासकी हटा दी गई है।
factors-passkey-added-on = { $date } को जोड़ी गई
factors-passkey-last-used = आखिरी बार { $date } को इस्तेमाल की गई
factors-passkey-synced = सिंक की गई
factors-wrong-code = वह कोड सही नहीं है। ऐप की घड़ी जांचें और अभी दिख रहा कोड डालें।
factors-too-many-codes = कई बार गलत कोड डाला गया। कुछ मिनट रुकें, फिर दोबारा कोशिश करें।
factors-totp-already = ऑथेंटिकेटर ऐप पहले से सेट अप है।
factors-totp-nothing-pending = अभी कोई ऑथेंटिकेटर ऐप सेट अप नहीं हो रहा है। फिर से शुरू करें।
factors-totp-not-set-up = कोई ऑथेंटिकेटर ऐप सेट अप नहीं है।
factors-passkey-registered = वह पासकी पहले से रजिस्टर है।
factors-passkey-too-many = आपके खाते में जितनी पासकी हो सकती हैं, उतनी पहले से हैं: पहले कोई एक हटाएं।
factors-passkey-too-many-attempts = बहुत ज़्यादा कोशिशें हुई हैं। कुछ मिनट रुकें, फिर दोबारा कोशिश करें।
factors-passkey-name-length = पासकी के नाम में 1 से 64 वर्ण होने चाहिए।
factors-passkey-not-yours = वह पासकी अब आपकी नहीं है।
factors-passkey-not-added = पासकी नहीं जोड़ी जा सकी, या इसमें बहुत ज़्यादा समय लगा। फिर से कोशिश करें।
factors-page-expired = इस पेज की समय-सीमा खत्म हो गई है; इसे रीलोड करें।
factors-sign-in-again = फिर से साइन इन करें।
factors-passkeys-unavailable = इस सर्वर पर पासकी उपलब्ध नहीं हैं।
factors-sign-in-to-add = पासकी जोड़ने के लिए फिर से साइन इन करें।

## The account page's sign-in providers (another account that signs the user in).

links-heading = किसी दूसरे खाते से साइन इन करें
links-linked = प्रोवाइडर लिंक हो गया है: अब से आप इससे इस खाते में साइन इन कर सकते हैं।
links-unlinked = प्रोवाइडर अनलिंक कर दिया गया है।
links-linked-on = { $date } को लिंक किया गया
links-unlink = अनलिंक करें
links-link = { $provider } लिंक करें

## The account page's third-party apps the user allowed.

apps-heading = ऐक्सेस वाले ऐप
apps-allowed-on = { $date } को अनुमति दी गई
apps-remove = ऐक्सेस हटाएं
apps-removed = ऐप का ऐक्सेस हटा दिया गया है; वह साइन आउट हो गया है।

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = अपना खाता मिटाएं
delete-explain-lead = आप खुद अपना खाता और उससे जुड़ी सारी जानकारी मिटा सकते हैं।
delete-explain-sign-in = साइन इन करें: अपने पासवर्ड, पासकी या उस प्रोवाइडर से जिससे आपने साइन अप किया था ("… से साइन इन करें")।
delete-explain-confirm = पुष्टि करें कि खाता मिटाना है।
delete-explain-what = क्या मिटाया जाता है: आपकी प्रोफ़ाइल (नाम, ईमेल पता, फ़ोन नंबर, फ़ोटो, जगह), आपका पासवर्ड, हर सेशन और उसके साथ दर्ज डिवाइस व जगहें, दूसरे फ़ैक्टर, पासकी, लिंक किए गए साइन-इन प्रोवाइडर, और ऐप को जारी किया गया हर टोकन। सभी डिवाइस साइन आउट हो जाते हैं। सुरक्षा लॉग आपसे जुड़ी अपनी एंट्री किसी रैंडम नाम से, बिना IP पतों के, ज़्यादा से ज़्यादा { $days ->
        [one] { $days } दिन
       *[other] { $days } दिन
    } तक रखता है।
delete-explain-now = कब: तुरंत। आपके ईमेल पते पर पुष्टि भेजी जाती है।
delete-explain-later = कब: आपके अनुरोध के { $days ->
        [one] { $days } दिन
       *[other] { $days } दिन
    } बाद; उससे पहले साइन इन करने पर खाता बना रहता है। आपके ईमेल पते पर पुष्टि भेजी जाती है।
delete-explain-apps = ऐप भी अपनी सेटिंग से खाता मिटा सकते हैं।
delete-explain-link = साइन इन करें और अपना खाता मिटाएं
delete-login-lead = अपना खाता मिटाने के लिए
delete-confirm-what = इससे आपकी प्रोफ़ाइल, सेशन, दूसरे फ़ैक्टर, पासकी और लिंक किए गए प्रोवाइडर मिट जाते हैं, और आप हर डिवाइस से साइन आउट हो जाते हैं।
delete-confirm-later = खाता { $days ->
        [one] { $days } दिन
       *[other] { $days } दिन
    } बाद मिट जाएगा; उससे पहले साइन इन करने पर यह बना रहेगा।
delete-confirm-now = इसे पहले जैसा नहीं किया जा सकता।
delete-confirm-check = मेरा खाता और उससे जुड़ी सारी जानकारी मिटाएं
delete-confirm-button = मेरा खाता मिटाएं
delete-confirm-keep = मेरा खाता रखें
delete-done-title = खाता मिटा दिया गया
delete-done = आपका खाता और उससे जुड़ी सारी जानकारी मिटा दी गई है। आपके ईमेल पते पर पुष्टि भेजी जा रही है।
delete-scheduled-title = खाता मिटाना शेड्यूल किया गया
delete-scheduled = सभी सेशन खत्म हो गए हैं। आपका खाता { $date } को मिटा दिया जाएगा; इसे बनाए रखने के लिए उससे पहले साइन इन करें।

## The account page's language (stored: the language of the user's mails).

account-language-heading = भाषा
account-language-help = इस खाते के पेजों और इसे भेजे जाने वाले ईमेल की भाषा।
account-language-save = भाषा सेव करें
account-language-saved = आपकी भाषा सेव हो गई है।

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · कंसोल
console-nav-signed-in = कंसोल · { $email } के तौर पर साइन इन ({ $role })
console-nav-your-account = आपका खाता
console-nav-label = कंसोल
console-nav-overview = खास जानकारी
console-nav-users = उपयोगकर्ता
console-nav-organizations = संगठन
console-nav-clients = क्लाइंट
console-nav-apis = API
console-nav-webhooks = वेबहुक
console-nav-audit = ऑडिट लॉग
console-nav-keys = कुंजियां
console-nav-settings = सेटिंग

console-frame-role-admin = एडमिन
console-frame-role-support = सपोर्ट
console-frame-role-viewer = व्यूअर
console-frame-role-none = कोई नहीं
console-frame-table-empty = { $caption }: कोई नहीं।
console-frame-age-days = { $count ->
    [one] { $count } दिन
   *[other] { $count } दिन
    }
console-frame-age-hours = { $count ->
    [one] { $count } घंटा
   *[other] { $count } घंटे
    }
console-frame-age-minutes = { $count ->
    [one] { $count } मिनट
   *[other] { $count } मिनट
    }

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = आपकी कंसोल भूमिका से यह पेज नहीं खुलता। अगर आपको इसकी ज़रूरत है, तो किसी एडमिन से कहें।
console-gate-form-expired = इस फ़ॉर्म की समय-सीमा खत्म हो गई है या यह कंसोल से नहीं भेजा गया था। पेज फिर से खोलें और दोबारा करें।
console-gate-change-not-allowed = आपकी कंसोल भूमिका में इस बदलाव की अनुमति नहीं है।
console-gate-no-role = कंसोल में आपके खाते की कोई भूमिका नहीं है। कोई एडमिन आपको भूमिका दे सकता है।
console-gate-not-allowed-title = अनुमति नहीं है
console-gate-not-found-title = नहीं मिला
console-gate-not-done-title = नहीं किया गया
console-gate-sign-in-again-lead = कंसोल खोलने के लिए अपने दूसरे फ़ैक्टर के साथ दोबारा साइन इन करें
console-gate-needs-second-factor = कंसोल के लिए आपके दूसरे फ़ैक्टर (आपका ऑथेंटिकेटर ऐप या पासकी) के साथ साइन इन ज़रूरी है।
console-gate-no-such-user = ऐसा कोई उपयोगकर्ता नहीं है।
console-gate-no-such-client = ऐसा कोई क्लाइंट नहीं है।
console-gate-no-such-api = ऐसा कोई API नहीं है।
console-gate-no-such-webhook = ऐसा कोई वेबहुक नहीं है।
console-gate-no-such-delivery = ऐसी कोई डिलीवरी नहीं है।
console-gate-no-such-session = ऐसा कोई सेशन नहीं है।
console-gate-no-such-link = ऐसा कोई लिंक नहीं है।
console-gate-no-such-organization = ऐसा कोई संगठन नहीं है।
console-gate-no-such-domain = ऐसा कोई डोमेन नहीं है।
console-gate-no-such = ऐसा कोई { $what } नहीं है।
console-gate-duplicate-email = उस ईमेल वाला उपयोगकर्ता पहले से मौजूद है।
console-gate-last-sign-in-method = यह लिंक खाते में साइन इन करने का आखिरी तरीका है: पहले पासवर्ड सेट करें।
console-gate-api-exists = उस आइडेंटिफ़ायर वाला API पहले से मौजूद है।
console-gate-disable-client-first = मिटाने से पहले क्लाइंट को बंद करें।

## The console's overview page.

console-overview-title = खास जानकारी
console-overview-find-user = उपयोगकर्ता ढूंढें
console-overview-accounts = खाते
console-overview-live-sessions = चालू सेशन
console-overview-sign-ins = साइन-इन, 24 घंटे
console-overview-failed-sign-ins = असफल साइन-इन, 24 घंटे
console-overview-lockouts = मौजूदा लॉकआउट
console-overview-failing-deliveries = असफल हो रही वेबहुक डिलीवरी
console-overview-chart-heading = पिछले 24 घंटों में साइन-इन
console-overview-counted = { $at } पर गिना गया (आंकड़े ज़्यादा से ज़्यादा एक मिनट पुराने हैं)।
console-overview-chart-label = पिछले 24 घंटों में हर घंटे के साइन-इन: { $succeeded } सफल, { $failed } असफल
console-overview-chart-hour = { $time }: { $succeeded } सफल, { $failed } असफल
console-overview-chart-start = 24 घंटे पहले
console-overview-chart-end = अभी
console-overview-legend-succeeded = सफल ({ $count })
console-overview-legend-failed = असफल ({ $count })
console-overview-keys-heading = साइनिंग कुंजियां
console-overview-keys-caption = साइनिंग कुंजियां, सबसे नई पहले
console-overview-key = कुंजी
console-overview-algorithm = एल्गोरिदम
console-overview-state = स्थिति
console-overview-age = उम्र
console-overview-signing-for = साइनिंग अवधि
console-overview-key-pending = लंबित
console-overview-key-active = सक्रिय
console-overview-key-retired = रिटायर्ड
console-overview-keys-link = कुंजियां और रोटेशन

## The console's users list.

console-users-title = उपयोगकर्ता
console-users-deleted = उपयोगकर्ता को मिटा दिया गया है।
console-users-search-label = पता, नाम या उपयोगकर्ता ID
console-users-search = खोजें
console-users-search-help = पते शुरुआत से मैच होते हैं, नाम किसी भी शब्द की शुरुआत से; ID पूरा मैच होना चाहिए।
console-users-caption = उपयोगकर्ता, सबसे पुराने पहले
console-users-matching = “{ $query }” से मैच होने वाले उपयोगकर्ता
console-users-address = पता
console-users-name = नाम
console-users-verified = सत्यापित
console-users-state = स्थिति
console-users-created = बनाया गया
console-users-yes = हां
console-users-no = नहीं
console-users-enabled = चालू
console-users-disabled = बंद
console-users-next-page = अगला पेज

## The console's page of one user.

console-user-done-disabled = उपयोगकर्ता को बंद कर दिया गया है: सभी सेशन खत्म हो गए हैं।
console-user-done-enabled = उपयोगकर्ता को चालू कर दिया गया है: वे फिर से साइन इन कर सकते हैं।
console-user-done-signed-out = उपयोगकर्ता के सभी सेशन खत्म हो गए हैं।
console-user-done-session-ended = सेशन खत्म हो गया।
console-user-done-factors-reset = उपयोगकर्ता के दूसरे फ़ैक्टर हटा दिए गए हैं; उन्हें ईमेल से इसकी सूचना दे दी गई है।
console-user-done-verification-sent = पुष्टि वाला ईमेल भेजा जा रहा है।
console-user-done-role = भूमिका बदल दी गई है।
console-user-why-heading = यह उपयोगकर्ता साइन इन क्यों नहीं कर पा रहा है?
console-user-nothing-stops = अभी इस उपयोगकर्ता को साइन इन करने से कोई चीज़ नहीं रोक रही है।
console-user-reason-disabled = किसी ऑपरेटर ने यह खाता बंद किया है।
console-user-reason-unverified = पते की पुष्टि नहीं हुई है: जब तक पुष्टि वाले ईमेल के लिंक का इस्तेमाल नहीं होता, पासवर्ड से साइन इन अस्वीकार किया जाता है।
console-user-reason-locked-password = { $ip } से गलत पासवर्ड डाले जाने के बाद { $until } तक लॉक है (लगभग { $minutes } मिनट; साइन-इन थ्रॉटल)।
console-user-reason-locked-second-step = गलत कोड डाले जाने के बाद दूसरा चरण { $until } तक लॉक है (लगभग { $minutes } मिनट; दूसरे फ़ैक्टर का थ्रॉटल)।
console-user-reason-passkey-only = खाते का कोई पासवर्ड नहीं है: इसमें सिर्फ़ पासकी से (या पासवर्ड रीसेट के बाद) साइन इन होता है।
console-user-reason-providers-only = खाते का कोई पासवर्ड नहीं है: इसमें सिर्फ़ { $providers } के ज़रिए (या पासवर्ड रीसेट के बाद) साइन इन होता है।
console-user-reason-second-factor-due = कोई दूसरा फ़ैक्टर सेट अप नहीं है, और { $clients } के लिए टू-फ़ैक्टर साइन-इन ज़रूरी है: उपयोगकर्ता को पहले एक दूसरा फ़ैक्टर जोड़ना होगा।
console-user-reason-deletion-scheduled = उपयोगकर्ता ने खाता मिटाने का अनुरोध किया है: अगर वे उससे पहले साइन इन नहीं करते, तो यह { $date } को मिट जाएगा।
console-user-profile = प्रोफ़ाइल
console-user-id = उपयोगकर्ता ID
console-user-address = पता
console-user-verified = सत्यापित
console-user-state = स्थिति
console-user-name = नाम
console-user-mobile = मोबाइल
console-user-place = जगह
console-user-created = बनाया गया
console-user-console-role = कंसोल भूमिका
console-user-sessions = सेशन
console-user-sessions-caption = चालू सेशन, सबसे हाल के पहले
console-user-device = डिवाइस
console-user-ip-and-place = IP और जगह
console-user-signed-in = साइन इन
console-user-last-active = आखिरी बार सक्रिय
console-user-methods = तरीके
console-user-end-column = खत्म करें
console-user-end-session = खत्म करें
console-user-unknown-device = अनजान डिवाइस
console-user-second-factors = दूसरे फ़ैक्टर
console-user-authenticator-app = ऑथेंटिकेटर ऐप
console-user-recovery-codes-left = बचे हुए रिकवरी कोड
console-user-passkeys = पासकी
console-user-factor-none = कोई नहीं
console-user-totp-since = { $date } से
console-user-providers-and-apps = प्रोवाइडर और ऐप
console-user-links-caption = लिंक किए गए प्रोवाइडर
console-user-provider = प्रोवाइडर
console-user-address-given = दिया गया पता
console-user-linked = लिंक किया गया
console-user-consents-caption = तीसरे पक्ष के ऐप को दी गई सहमतियां
console-user-client = क्लाइंट
console-user-scopes = स्कोप
console-user-allowed = अनुमति दी गई
console-user-recent-events = हाल के इवेंट
console-user-events-caption = उपयोगकर्ता से जुड़े सबसे नए ऑडिट इवेंट
console-user-when = कब
console-user-type = टाइप
console-user-actor = किसने किया
console-user-ip = IP
console-user-every-event = उपयोगकर्ता से जुड़े सभी इवेंट
console-user-actions = कार्रवाइयां
console-user-disable = बंद करें
console-user-enable = चालू करें
console-user-sign-out-everywhere = हर जगह से साइन आउट करें
console-user-resend-verification = पुष्टि वाला ईमेल फिर से भेजें
console-user-reset-factors = दूसरे फ़ैक्टर रीसेट करें
console-user-reset-factors-confirm = ऑथेंटिकेटर ऐप, रिकवरी कोड और पासकी हटाएं
console-user-delete = उपयोगकर्ता को मिटाएं
console-user-delete-confirm = यह खाता और इससे जुड़ी हर चीज़ अभी मिटाएं
console-user-role-heading = कंसोल भूमिका
console-user-role-label = भूमिका
console-user-set-role = भूमिका सेट करें
console-user-role-help = व्यूअर हर पेज देख सकते हैं; सपोर्ट इसके अलावा उपयोगकर्ताओं को बंद और चालू कर सकता है, उन्हें साइन आउट कर सकता है, उनके दूसरे फ़ैक्टर रीसेट कर सकता है और पुष्टि वाला ईमेल फिर से भेज सकता है; एडमिन सब कुछ कर सकते हैं।
console-user-unknown-action = यह पेज ऐसा कुछ नहीं करता।
console-user-not-on-this-user = इस उपयोगकर्ता पर नहीं: एडमिन से नीचे के ऑपरेटर सिर्फ़ बिना भूमिका वाले उपयोगकर्ताओं पर कार्रवाई कर सकते हैं, और यहां कोई भी अपनी भूमिका, स्थिति, फ़ैक्टर या खाता नहीं बदल सकता।
console-user-tick-to-confirm = पुष्टि के लिए बॉक्स पर सही का निशान लगाएं, फिर दोबारा करें।

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = क्लाइंट
console-client-list-caption = क्लाइंट, सबसे पुराने पहले
console-client-name = नाम
console-client-kind = प्रकार
console-client-state = स्थिति
console-client-registered = रजिस्टर किया गया
console-client-kind-public = पब्लिक
console-client-kind-confidential = कॉन्फ़िडेंशियल
console-client-state-enabled = चालू
console-client-state-disabled = बंद
console-client-register-heading = क्लाइंट रजिस्टर करें
console-client-register = रजिस्टर करें
console-client-registered-notice = क्लाइंट रजिस्टर हो गया है।
console-client-deleted = क्लाइंट मिटा दिया गया है।

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = रीडायरेक्ट URI, हर लाइन में एक
console-client-scopes-field = स्कोप (खाली होने पर: openid email profile authorization)
console-client-package-names-field = Android पैकेज नाम, हर लाइन में एक
console-client-app-origins-field = पासकी के लिए ऐप ऑरिजिन, हर लाइन में एक
console-client-logout-uri-field = बैक-चैनल लॉगआउट URI
console-client-organization-field = Shared Signals रिसीवर का संगठन (स्लग या आईडी)
console-client-flag-public = पब्लिक (ब्राउज़र या नेटिव ऐप: कोई सीक्रेट नहीं, PKCE)
console-client-flag-resource-server = रिसोर्स सर्वर (टोकन इंट्रोस्पेक्ट कर सकता है)
console-client-flag-client-credentials = अपने लिए टोकन ले सकता है (client_credentials)
console-client-flag-rotate-refresh-tokens = रीफ़्रेश टोकन रोटेट करें
console-client-flag-require-mfa = सिर्फ़ टू-फ़ैक्टर साइन-इन
console-client-flag-require-par = सिर्फ़ पुश किए गए ऑथराइज़ेशन अनुरोध (PAR)
console-client-flag-third-party = तीसरा पक्ष: उपयोगकर्ता पहले सहमति देते हैं
console-client-flag-shared-signals = Shared Signals रिसीवर: सुरक्षा घटनाओं की स्ट्रीम पाता है

## Console: one client's page

console-client-saved = क्लाइंट की सेटिंग सेव हो गई हैं।
console-client-disabled-notice = क्लाइंट बंद कर दिया गया है: उसके टोकन अब सत्यापित नहीं होते।
console-client-granted = ग्रांट सेव हो गया है।
console-client-secret-replaced = सीक्रेट बदल दिया गया है।
console-client-secret-heading = क्लाइंट सीक्रेट
console-client-secret-once = इसे अभी कॉपी करें: यह सिर्फ़ इसी बार दिखाया जाएगा, फिर कभी नहीं (सिर्फ़ इसका डाइजेस्ट रखा जाता है)।
console-client-settings-heading = सेटिंग
console-client-yes = हां
console-client-no = नहीं
console-client-redirect-uris = रीडायरेक्ट URI
console-client-scopes = स्कोप
console-client-resource-server = रिसोर्स सर्वर
console-client-two-factor-only = सिर्फ़ टू-फ़ैक्टर
console-client-par-only = सिर्फ़ PAR
console-client-third-party = तीसरा पक्ष
console-client-shared-signals = Shared Signals रिसीवर
console-client-changed = बदला गया
console-client-grants-heading = API पर ग्रांट
console-client-grants-caption = वे API जिन्हें यह क्लाइंट अपने लिए कॉल कर सकता है
console-client-api = API
console-client-api-identifier = API आइडेंटिफ़ायर
console-client-grant = ग्रांट करें
console-client-actions-heading = कार्रवाइयां
console-client-rotate-secret = सीक्रेट रोटेट करें
console-client-rotate-secret-confirm = सीक्रेट बदलें: पुराना सीक्रेट अभी से काम करना बंद कर देगा
console-client-disable = बंद करें
console-client-disable-confirm = क्लाइंट बंद करें: उसके टोकन सत्यापित होना बंद हो जाएंगे
console-client-delete = मिटाएं
console-client-delete-confirm = क्लाइंट और उसे जारी की गई हर चीज़ मिटाएं
console-client-edit-heading = बदलाव करें
console-client-save = सेव करें
console-client-confirm-first = पुष्टि के लिए बॉक्स पर सही का निशान लगाएं, फिर दोबारा करें।
console-client-unknown-action = यह पेज ऐसा कुछ नहीं करता।

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (रिसोर्स इंडिकेटर)
console-api-identifier = आइडेंटिफ़ायर
console-api-scopes = स्कोप
console-api-registered-column = रजिस्टर किया गया
console-api-register-heading = API रजिस्टर करें
console-api-identifier-field = आइडेंटिफ़ायर (https URL)
console-api-scopes-field = स्कोप, स्पेस से अलग किए गए
console-api-register = रजिस्टर करें
console-api-registered = API रजिस्टर हो गया है।

## Console: the webhooks page

console-webhook-title = वेबहुक
console-webhook-list-caption = वेबहुक एंडपॉइंट
console-webhook-endpoint = एंडपॉइंट (उसकी डिलीवरी)
console-webhook-events = इवेंट
console-webhook-registered-column = रजिस्टर किया गया
console-webhook-remove = हटाएं
console-webhook-remove-confirm = इस एंडपॉइंट पर डिलीवरी बंद करें
console-webhook-secret-heading = साइनिंग सीक्रेट
console-webhook-secret-once = इसे अभी रिसीवर को दें: यह सिर्फ़ इसी बार दिखाया जाएगा।
console-webhook-register-heading = एंडपॉइंट रजिस्टर करें
console-webhook-url = URL
console-webhook-events-field = इवेंट टाइप, स्पेस से अलग किए गए
console-webhook-register = रजिस्टर करें
console-webhook-registered = एंडपॉइंट रजिस्टर हो गया है।
console-webhook-removed = एंडपॉइंट हटा दिया गया है।
console-webhook-confirm-first = पुष्टि के लिए बॉक्स पर सही का निशान लगाएं, फिर दोबारा करें।

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = डिलीवरी
console-webhook-deliveries-caption = डिलीवरी, सबसे नई पहले
console-webhook-delivery = डिलीवरी
console-webhook-event = इवेंट
console-webhook-status = स्टेटस
console-webhook-attempts = कोशिशें
console-webhook-last-error = आखिरी गड़बड़ी
console-webhook-replay = फिर से भेजें
console-webhook-replayed = डिलीवरी फिर से कतार में लगा दी गई है।
console-webhook-status-pending = लंबित
console-webhook-status-delivered = डिलीवर हुई
console-webhook-status-failed = असफल

## Console: the audit trail

console-audit-title = ऑडिट लॉग
console-audit-user-id = उपयोगकर्ता ID
console-audit-address = पता
console-audit-type = टाइप
console-audit-since = से (RFC 3339)
console-audit-until = तक (RFC 3339)
console-audit-any-type = कोई भी
console-audit-filter = फ़िल्टर करें
console-audit-caption = इवेंट, सबसे नए पहले
console-audit-when = कब
console-audit-type-column = टाइप
console-audit-actor = किसने किया
console-audit-user = उपयोगकर्ता
console-audit-client = क्लाइंट
console-audit-ip = IP
console-audit-older = पुराने इवेंट

## Console: the signing keys

console-keys-title = कुंजियां
console-keys-caption = कुंजी रिंग, सबसे नई पहले
console-keys-key = कुंजी
console-keys-algorithm = एल्गोरिदम
console-keys-state = स्थिति
console-keys-made = बनाई गई
console-keys-age = उम्र
console-keys-signing-since = साइनिंग कब से
console-keys-retired = रिटायर की गई
console-keys-state-pending = लंबित
console-keys-state-active = सक्रिय
console-keys-state-retired = रिटायर्ड
console-keys-rotate-heading = रोटेट करें
console-keys-rotate-help = रोटेशन दो चरणों में होता है: पहला चरण JWKS में एक नई id_token कुंजी पब्लिश करता है, दूसरा चरण उससे साइन करवाता है (और access-token कुंजी बदल देता है)। पुरानी कुंजियां तब तक सत्यापन करती रहती हैं, जब तक उनके आखिरी टोकन की समय-सीमा खत्म नहीं हो जाती।
console-keys-rotate = रोटेट करें
console-keys-rotate-confirm = साइनिंग कुंजियां रोटेट करें
console-keys-published = एक नई id_token कुंजी पब्लिश हो गई है: अगला रोटेशन उससे साइन करवाएगा।
console-keys-activated = पब्लिश की गई कुंजी अब id_token साइन करती है, और एक नई access-token कुंजी भी बनाई गई है।
console-keys-not-done = नहीं किया गया
console-keys-confirm-first = पुष्टि के लिए बॉक्स पर सही का निशान लगाएं, फिर दोबारा करें।

## Console: the settings

console-settings-title = सेटिंग
console-settings-effective-heading = लागू कॉन्फ़िगरेशन
console-settings-effective-help = फ़ाइलों, एनवायरनमेंट और डिफ़ॉल्ट के बाद; सीक्रेट छिपाए गए हैं।
console-settings-caption = सेटिंग
console-settings-setting = सेटिंग
console-settings-value = वैल्यू
console-settings-upstream-heading = अपस्ट्रीम प्रोवाइडर
console-settings-providers-caption = प्रोवाइडर
console-settings-provider-id = ID
console-settings-provider-button = बटन
console-settings-provider-last-error = इस इंस्टेंस पर आखिरी गड़बड़ी
console-settings-no-trouble = शुरू होने के बाद से कोई नहीं
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = किसी ऐप में, इसके बजाय यह कोड डालें: { $token }
mail-set-password-button = नया पासवर्ड सेट करें
mail-open-account-button = अपना खाता खोलें

## Verification of a new account's address

mail-verification-subject = अपने ईमेल पते की पुष्टि करें
mail-verification-welcome = आपका स्वागत है! कृपया पुष्टि करें कि यह आपका ईमेल पता है।
mail-verification-link-hours = { $hours ->
    [one] लिंक { $hours } घंटे तक और सिर्फ़ एक बार काम करेगा।
   *[other] लिंक { $hours } घंटे तक और सिर्फ़ एक बार काम करेगा।
    }
mail-verification-ignore = अगर आपने खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।
mail-verification-button = मेरे पते की पुष्टि करें

## Moving an account to a new address: the mail to the new address

mail-change-subject = अपने नए ईमेल पते की पुष्टि करें
mail-change-confirm = कृपया पुष्टि करें कि अब से आपका खाता इस ईमेल पते का इस्तेमाल करे।
mail-change-link-hours = { $hours ->
    [one] लिंक { $hours } घंटे तक और सिर्फ़ एक बार काम करेगा; तब तक आपका पुराना पता ही रहेगा।
   *[other] लिंक { $hours } घंटे तक और सिर्फ़ एक बार काम करेगा; तब तक आपका पुराना पता ही रहेगा।
    }
mail-change-ignore = अगर आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदलेगा।
mail-change-button = इस पते का इस्तेमाल करें

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = आपके खाते के ईमेल पते में बदलाव
mail-change-notice-asked = आपके खाते में साइन इन किए हुए किसी व्यक्ति ने इसे { $address } पर ले जाने का अनुरोध किया है।
mail-change-notice-until = खाता उस पते पर तभी जाएगा, जब वहां भेजे गए लिंक का इस्तेमाल किया जाएगा; तब तक यही पता रहेगा।
mail-change-notice-not-you = अगर यह आप नहीं थे, तो अभी नया पासवर्ड सेट करें: इससे सभी सेशन खत्म हो जाएंगे और लिंक रद्द हो जाएगा।

## To an address that tried to register again

mail-registered-subject = आपका खाता पहले से है
mail-registered-tried = किसी ने इस ईमेल पते से खाता बनाने की कोशिश की, जबकि इस पते से पहले से एक खाता जुड़ा है।
mail-registered-if-you = अगर यह आप थे, तो साइन इन करें, या पासवर्ड भूल गए हों तो नया पासवर्ड सेट करें।
mail-registered-not-you = अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदला है।

## Password reset

mail-reset-subject = नया पासवर्ड सेट करें
mail-reset-asked = किसी ने आपके खाते के लिए नया पासवर्ड सेट करने का अनुरोध किया है।
mail-reset-link-minutes = { $minutes ->
    [one] लिंक { $minutes } मिनट तक और सिर्फ़ एक बार काम करेगा; नया अनुरोध करने पर इसकी जगह नया लिंक भेजा जाएगा।
   *[other] लिंक { $minutes } मिनट तक और सिर्फ़ एक बार काम करेगा; नया अनुरोध करने पर इसकी जगह नया लिंक भेजा जाएगा।
    }
mail-reset-not-you = अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।

## Notices: a second factor changed

mail-totp-added-subject = एक ऑथेंटिकेटर ऐप जोड़ा गया
mail-totp-added-body = आपके खाते में दूसरे फ़ैक्टर के तौर पर एक ऑथेंटिकेटर ऐप जोड़ा गया है।
mail-totp-removed-subject = आपका ऑथेंटिकेटर ऐप हटा दिया गया
mail-totp-removed-body = आपके खाते से ऑथेंटिकेटर ऐप हटा दिया गया है: अब साइन इन के लिए सिर्फ़ आपका पासवर्ड चाहिए।
mail-passkey-added-subject = एक पासकी जोड़ी गई
mail-passkey-added-body = आपके खाते में एक पासकी जोड़ी गई है: इससे आप बिना पासवर्ड के साइन इन कर सकते हैं।
mail-passkey-removed-subject = एक पासकी हटाई गई
mail-passkey-removed-body = आपके खाते से एक पासकी हटाई गई है: अब उससे साइन इन नहीं किया जा सकता।
mail-recovery-used-subject = एक रिकवरी कोड इस्तेमाल किया गया
mail-recovery-used-body = { $left ->
    [0] आपके खाते में साइन इन करने के लिए एक रिकवरी कोड इस्तेमाल किया गया; अब कोई रिकवरी कोड नहीं बचा है।
    [one] आपके खाते में साइन इन करने के लिए एक रिकवरी कोड इस्तेमाल किया गया; अब { $left } रिकवरी कोड बचा है।
   *[other] आपके खाते में साइन इन करने के लिए एक रिकवरी कोड इस्तेमाल किया गया; अब { $left } रिकवरी कोड बचे हैं।
    }
mail-factor-not-you = अगर यह आप नहीं थे, तो अपने खाता पेज से अपना पासवर्ड बदलें और हर जगह से साइन आउट करें।

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } आपके खाते से लिंक किया गया
mail-linked-body = आपका खाता एक { $provider } खाते से लिंक किया गया है: अब { $provider } से साइन इन करने पर यह खाता खुलेगा।
mail-unlinked-subject = { $provider } को आपके खाते से अनलिंक किया गया
mail-unlinked-body = आपके खाते को { $provider } से अनलिंक कर दिया गया है: अब { $provider } से साइन इन करने पर यह खाता नहीं खुलेगा।
mail-link-not-you = अगर यह आप नहीं थे, तो अपने खाता पेज से अपना पासवर्ड बदलें, हर जगह से साइन आउट करें और प्रोवाइडर को अनलिंक करें।

## Account deleted

mail-deleted-subject = आपका खाता मिटा दिया गया
mail-deleted-body = आपका खाता और उससे जुड़ी सारी जानकारी मिटा दी गई है, और उसके सभी सेशन खत्म हो गए हैं।
mail-deleted-register-again = इस पते से फिर से रजिस्टर किया जा सकता है; पुराने खाते का कुछ भी वापस नहीं आएगा।

## Account deletion scheduled (after a grace period)

mail-deletion-subject = आपका खाता मिटा दिया जाएगा
mail-deletion-due = आपका खाता { $date } को मिटा दिया जाएगा; उसके सभी सेशन खत्म हो गए हैं।
mail-deletion-keep = इसे बनाए रखने के लिए, उससे पहले फिर से साइन इन करें। अगर आपने इसका अनुरोध नहीं किया था, तो साइन इन करें और अपना पासवर्ड बदलें।
mail-deletion-button = खाता बनाए रखने के लिए साइन इन करें

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = { $organization } से जुड़ें
mail-invitation-body = आपको { $organization } से जुड़ने के लिए आमंत्रित किया गया है। आमंत्रण स्वीकार करने के लिए लिंक खोलें: इस पते से साइन इन करें, या इससे खाता बनाएं।
# $days: how many days the link works.
mail-invitation-expiry = { $days ->
    [one] लिंक { $days } दिन तक काम करेगा।
   *[other] लिंक { $days } दिन तक काम करेगा।
    }
mail-invitation-ignore = अगर आप इस संगठन को नहीं जानते, तो इस ईमेल को अनदेखा करें: जब तक आप स्वीकार नहीं करते, कुछ नहीं होगा।
# Button: opens the invitation's page.
mail-invitation-button = आमंत्रण देखें
console-organizations-title = संगठन
console-organizations-name = नाम
console-organizations-slug = स्लग (छोटा URL नाम)
console-organizations-enabled = चालू
console-organizations-mfa = दूसरा फ़ैक्टर
console-organizations-new = नया संगठन
console-organizations-create = संगठन बनाएं
console-organizations-created = संगठन बन गया है।
console-organization-saved = डोमेन के नियम सेव हो गए हैं।
console-organization-id = ID
console-organization-members = सदस्य
console-organization-roles = भूमिकाएं
console-organization-managed = संगठन के साइन-इन से
console-organization-break-glass = आपातकालीन एक्सेस
console-organization-invitations = लंबित आमंत्रण
console-organization-expires = समय-सीमा
console-organization-domains = डोमेन
console-organization-domain = डोमेन
console-organization-state = स्थिति
console-organization-rules = नियम
console-organization-save-rules = सेव करें
console-organization-sign-in = संगठन का अपना साइन-इन
console-organization-no-sign-in = इसका अपना कोई साइन-इन नहीं है: इसके सदस्य अपने पासवर्ड या पासकी से साइन इन करते हैं।
# $organization: the organization's name.
organization-admin-title = { $organization }: संगठन की सेटिंग
organization-admin-lead = आप इस संगठन को { $email } के रूप में मैनेज करते हैं।
organization-admin-none = यहां अभी कुछ नहीं है।
organization-admin-members = सदस्य
organization-admin-remove = हटाएं
organization-admin-yes = हां
organization-admin-no = नहीं
organization-admin-email = ईमेल पता
organization-admin-roles = भूमिकाएं
organization-admin-managed = संगठन के साइन-इन से
organization-admin-action = कार्रवाई
organization-admin-invitations = लंबित आमंत्रण
organization-admin-revoke = वापस लें
organization-admin-expires = समय-सीमा
organization-admin-invite = किसी को आमंत्रित करें
organization-admin-role = भूमिका
organization-admin-invite-button = आमंत्रण भेजें
organization-admin-domains = डोमेन
organization-admin-domains-lead = अपनी कंपनी के मेल डोमेन पर दावा करें, दिखाया गया TXT रिकॉर्ड प्रकाशित करें, फिर उसे सत्यापित करें। सत्यापित डोमेन के पते आपके संगठन के साइन-इन से साइन इन कर सकते हैं।
organization-admin-verify = सत्यापित करें
organization-admin-verified = सत्यापित
organization-admin-pending = लंबित
organization-admin-domain = डोमेन
organization-admin-state = स्थिति
organization-admin-record = प्रकाशित करने के लिए रिकॉर्ड
organization-admin-add-domain = डोमेन पर दावा करें
organization-admin-sign-in = आपके संगठन का साइन-इन
organization-admin-no-sign-in = आपके सदस्य अपने पासवर्ड से साइन इन करते हैं। अपना खुद का OpenID प्रोवाइडर (Okta, Entra ID, Google Workspace…) सेट करें, ताकि वे उसके ज़रिए साइन इन करें।
organization-admin-issuer = जारीकर्ता (Issuer) URL
organization-admin-client-id = क्लाइंट ID
organization-admin-client-secret = क्लाइंट सीक्रेट
organization-admin-redirect-uri = आपके प्रोवाइडर पर रजिस्टर करने के लिए रीडायरेक्ट URI
organization-admin-save-sign-in = साइन-इन सेव करें
organization-admin-sign-in-title = पहले साइन इन करें
organization-admin-sign-in-text = अपने खाता पेज पर साइन इन करें, फिर यह पेज दोबारा खोलें।
organization-admin-sign-in-link = अपने खाते पर जाएं
organization-admin-unknown-title = संगठन नहीं मिला
organization-admin-unknown-text = यहां ऐसा कोई संगठन नहीं है जिसे आप मैनेज करते हों।
organization-admin-unknown-change = यह पेज ऐसा बदलाव नहीं करता।
organization-admin-scim = प्रोविज़निंग (SCIM)
organization-admin-scim-lead = आपकी डायरेक्टरी (Okta, Entra ID, Google Workspace…) SCIM 2.0 के ज़रिए यहां आपके सदस्यों और ग्रुप को जोड़ती, बदलती और हटाती है। उसे किसी कनेक्शन का बेस URL और टोकन दें।
organization-admin-scim-base-url = बेस URL
organization-admin-scim-made = बनाया गया
organization-admin-scim-last-used = आखिरी बार इस्तेमाल
organization-admin-scim-never = कभी नहीं
organization-admin-scim-old-token = पुराना टोकन कब तक काम करेगा
organization-admin-scim-rotate = नया टोकन
organization-admin-scim-make = कनेक्शन बनाएं
organization-admin-scim-token-title = आपकी डायरेक्टरी का टोकन
organization-admin-scim-token-text = बेस URL और टोकन अभी अपनी डायरेक्टरी में कॉपी करें: टोकन दोबारा नहीं दिखाया जाएगा। अगर कोई पुराना टोकन है, तो वह एक दिन और काम करेगा।
organization-admin-scim-token = टोकन
organization-admin-scim-revoke-confirm = कनेक्शन रद्द करें: इसके टोकन तुरंत काम करना बंद कर देंगे
# $organization: the organization's name.
invitation-title = { $organization } से जुड़ें
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = आपको { $email } के रूप में { $organization } से जुड़ने के लिए आमंत्रित किया गया है।
invitation-join-button = जुड़ें
invitation-sign-up-lead = आपको { $organization } से जुड़ने के लिए आमंत्रित किया गया है। जुड़ने के लिए { $email } से अपना खाता बनाएं: आमंत्रण से पता चलता है कि यह पता आपका है।
invitation-name = आपका नाम
invitation-password = पासवर्ड चुनें (कम से कम 10 वर्ण)
invitation-sign-up-button = खाता बनाएं और जुड़ें
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = यह आमंत्रण { $email } के लिए है, लेकिन आपने { $current } से साइन इन किया हुआ है। साइन आउट करें, फिर लिंक दोबारा खोलें।
# $email: the invited address.
invitation-sign-in-first = यह आमंत्रण { $email } के लिए है, जिसका यहां पहले से खाता है। अपने खाता पेज पर इस पते से साइन इन करें, फिर लिंक दोबारा खोलें।
invitation-sign-in-as-invitee = पहले उस पते से साइन इन करें जिसे आमंत्रण भेजा गया है।
invitation-unusable-title = इस आमंत्रण का इस्तेमाल नहीं किया जा सकता
invitation-unusable-text = इसका इस्तेमाल हो चुका है, इसे वापस ले लिया गया है, इसकी जगह नया आमंत्रण भेजा गया है, या इसकी समय-सीमा खत्म हो गई है। संगठन से नया आमंत्रण मांगें।
# $organization: the organization's name.
invitation-joined-title = आप { $organization } से जुड़ गए हैं
invitation-joined-text = अब आप सदस्य हैं: इस संगठन के लिए आप जिन ऐप में साइन इन करते हैं, वे यह देख सकते हैं।
invitation-joined-new-account = आपका खाता तैयार है और आप सदस्य हैं: अपने पते और चुने हुए पासवर्ड से साइन इन करें।

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
api-code-refresh-token = टोकन और रीफ़्रेश टोकन जारी किए गए
api-code-token = टोकन जारी किया गया
api-code-userdata = उपयोगकर्ता का डेटा
api-code-login-success = साइन इन हो गया
api-code-auth-code = ऑथराइज़ेशन कोड जारी किया गया
api-code-id-token = id_token जारी किया गया
api-code-logged-out = साइन आउट हो गया; सेशन और उसके टोकन रद्द कर दिए गए हैं
api-code-ok = हो गया
api-code-alive = सेवा चल रही है
api-code-ready = अनुरोधों के लिए तैयार
api-code-sessions = आपके चालू सेशन
api-code-export = आपके खाते के बारे में रखी गई सारी जानकारी
api-code-email-change-requested = अगर पता इस्तेमाल किया जा सकता है, तो उसकी पुष्टि का लिंक वहां भेजा जा रहा है
api-code-account-deleted = आपका खाता और उससे जुड़ी सारी जानकारी मिटा दी गई है; सभी सेशन खत्म हो गए हैं
api-code-deletion-scheduled = सभी सेशन खत्म हो गए हैं और आपका खाता मिटा दिया जाएगा; इसे बनाए रखने के लिए उससे पहले फिर से साइन इन करें
api-code-reauthentication-required = पहले फिर से साइन इन करें: इसके लिए पिछले कुछ मिनटों में किया गया साइन-इन ज़रूरी है
api-code-session-ended = साइन आउट हो गया; सेशन और उसके टोकन रद्द कर दिए गए हैं
api-code-password-changed = पासवर्ड बदल गया; बाकी सभी सेशन और उनके टोकन रद्द कर दिए गए हैं
api-code-registration-accepted = रजिस्ट्रेशन मिल गया; अपने पते की पुष्टि के लिए अपना ईमेल देखें
api-code-email-verified = ईमेल पता सत्यापित हो गया
api-code-reset-requested = अगर इस पते से कोई खाता जुड़ा है, तो रीसेट लिंक वाला ईमेल भेजा जा रहा है
api-code-password-reset = पासवर्ड सेट हो गया; सभी सेशन और उनके टोकन रद्द कर दिए गए हैं
api-code-registration-closed = रजिस्ट्रेशन बंद है; खाते के लिए ऑपरेटर से संपर्क करें
api-code-invalid-request = अनुरोध का फ़ॉर्मैट सही नहीं है
api-code-unsupported-grant-type = grant_type की वैल्यू code या refresh_token होनी चाहिए
api-code-invalid-grant = code या refresh_token अमान्य है, उसकी समय-सीमा खत्म हो गई है, उसे रद्द कर दिया गया है या वह किसी दूसरे क्लाइंट को जारी किया गया था
api-code-invalid-client = क्लाइंट ऑथेंटिकेशन असफल रहा
api-code-invalid-credentials = ईमेल या पासवर्ड गलत है। नए खाते में साइन इन तभी हो सकता है, जब उसके पते की पुष्टि हो जाए: लिंक के लिए अपना ईमेल देखें
api-code-mfa-required = दूसरा फ़ैक्टर ज़रूरी है: अपने ऑथेंटिकेटर ऐप का कोड या कोई रिकवरी कोड भेजें
api-code-mfa-enrolment-required = इस ऐप्लिकेशन के लिए टू-फ़ैक्टर साइन-इन ज़रूरी है: अपने खाता पेज पर कोई ऑथेंटिकेटर ऐप या पासकी सेट अप करें, फिर दोबारा साइन इन करें
api-code-passkey-options = ये विकल्प ऑथेंटिकेटर को भेजें
api-code-passkey-added = पासकी जोड़ दी गई
api-code-passkeys = आपकी पासकी
api-code-links = आपके लिंक किए गए साइन-इन प्रोवाइडर
api-code-last-sign-in-method = खाते में साइन इन करने का यही आखिरी तरीका है: पहले पासवर्ड सेट करें या पासकी जोड़ें
api-code-insufficient-scope = टोकन का स्कोप इस अनुरोध की अनुमति नहीं देता
api-code-not-a-member = आप इस संगठन के लिए साइन इन नहीं कर सकते: इसके एडमिन से कहें कि वे आपको जोड़ें
api-code-sso-required = आपका साइन इन आपका संगठन कराता है: ssoUrl पर जारी रखें
api-code-not-found = ऐसा कोई रिसोर्स नहीं है
api-code-method-not-allowed = इस रिसोर्स के लिए यह मेथड अनुमत नहीं है
api-code-conflict = यह पहले से मौजूद है
api-code-payload-too-large = अनुरोध का बॉडी बहुत बड़ा है
api-code-rate-limited = बहुत ज़्यादा अनुरोध; बाद में फिर से कोशिश करें
api-code-server-error = सर्वर में अंदरूनी गड़बड़ी
api-code-service-unavailable = सेवा कुछ समय के लिए उपलब्ध नहीं है; बाद में फिर से कोशिश करें

## Bearer tokens and capacity (every JSON API)

api-bearer-required = `Authorization: Bearer <token>` के रूप में ऐक्सेस टोकन ज़रूरी है; यह टोकन मौजूद नहीं है, सही फ़ॉर्मैट में नहीं है या रद्द कर दिया गया है
api-busy = एक साथ बहुत ज़्यादा साइन-इन हो रहे हैं; थोड़ी देर में फिर से कोशिश करें

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type की वैल्यू id_token या token होनी चाहिए
api-token-type-grant = token_type की वैल्यू refresh_token या token होनी चाहिए
api-token-type-refresh = grant_type refresh_token के लिए token_type की वैल्यू token होनी चाहिए
api-client-secret-required = token_type की वैल्यू token होने पर client_secret ज़रूरी है
api-field-empty = { $field } खाली नहीं होना चाहिए

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = password बहुत लंबा है
api-mfa-token-invalid = mfaToken अनजान है, इस्तेमाल हो चुका है या उसकी समय-सीमा खत्म हो गई है: फिर से साइन इन करें
api-challenge-invalid = challengeId अनजान है, इस्तेमाल हो चुका है या उसकी समय-सीमा खत्म हो गई है: पासकी के नए विकल्प मांगें
api-mfa-code-or-passkey = दूसरा फ़ैक्टर ज़रूरी है: अपने ऑथेंटिकेटर ऐप का कोड, कोई रिकवरी कोड या अपनी पासकी भेजें
api-mfa-passkey = दूसरा फ़ैक्टर ज़रूरी है: अपनी पासकी से जवाब दें (mfaToken के साथ login/passkey)
api-client-id-required = client_id ज़रूरी है
api-client-unknown = client_id अनजान है या बंद है
api-redirect-uri-required = redirect_uri ज़रूरी है
api-redirect-uri-unregistered = redirect_uri इस क्लाइंट के लिए रजिस्टर नहीं है
api-state-too-long = state बहुत लंबा है

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = टोकन अनजान है, इस्तेमाल हो चुका है, उसकी समय-सीमा खत्म हो गई है या उसकी जगह नया टोकन आ गया है
api-session-not-found = उस ID वाला आपका कोई चालू सेशन नहीं है

## Native-app API: second factors and passkeys

api-authenticator-exists = ऑथेंटिकेटर ऐप पहले से सेट अप है; पहले उसे हटाएं
api-authenticator-not-pending = अभी कोई ऑथेंटिकेटर ऐप सेट अप नहीं हो रहा है
api-authenticator-none = कोई ऑथेंटिकेटर ऐप सेट अप नहीं है
api-factor-code-wrong = कोड सही नहीं है
api-reauthenticate-factors = अपने दूसरे फ़ैक्टर बदलने के लिए फिर से साइन इन करें (अगर आपके पास दूसरा फ़ैक्टर है, तो उसके साथ)
api-reauthenticate-passkeys = अपनी पासकी बदलने के लिए फिर से साइन इन करें (अगर आपके पास दूसरा फ़ैक्टर है, तो उसके साथ)
api-reauthenticate-sign-in = साइन इन का तरीका बदलने के लिए फिर से साइन इन करें (अगर आपके पास दूसरा फ़ैक्टर है, तो उसके साथ)
api-passkeys-unavailable = इस सर्वर पर पासकी उपलब्ध नहीं हैं
api-passkey-not-found = ऐसी कोई पासकी नहीं है
api-passkey-no-ceremony = कोई पासकी रजिस्ट्रेशन बाकी नहीं है; नए विकल्प मांगें
api-passkey-rejected = पासकी सत्यापित नहीं की जा सकी
api-passkey-registered = यह पासकी पहले से रजिस्टर है
api-passkey-name-invalid = पासकी के नाम में 1 से { $max } वर्ण होने चाहिए, और कोई कंट्रोल या बाईडायरेक्शनल फ़ॉर्मैटिंग वर्ण नहीं होना चाहिए
api-passkeys-too-many = { $max ->
    [one] एक खाते में ज़्यादा से ज़्यादा { $max } पासकी हो सकती है
   *[other] एक खाते में ज़्यादा से ज़्यादा { $max } पासकी हो सकती हैं
    }

## Native-app API: upstream identity providers

api-upstream-unknown = इस ID वाला कोई अपस्ट्रीम प्रोवाइडर नहीं है
api-upstream-refused = इस प्रोवाइडर के लिए id_token स्वीकार नहीं किया गया
api-upstream-disabled = खाता बंद है
api-upstream-no-email = id_token में खाता बनाने के लिए कोई ईमेल पता नहीं है
api-upstream-unverified-email = प्रोवाइडर id_token के ईमेल पते की पुष्टि नहीं करता: इस पते से रजिस्टर करें, फिर प्रोवाइडर को लिंक करें
api-upstream-unreachable = प्रोवाइडर से संपर्क नहीं हो सका; बाद में फिर से कोशिश करें
api-upstream-email-taken = इस पते वाला खाता मौजूद है: उसमें साइन इन करें और खाता पेज से प्रोवाइडर को लिंक करें
api-upstream-outside-domains = संगठन का साइन-इन सिर्फ़ उसके सत्यापित डोमेन वाले पतों को साइन इन करा सकता है
api-upstream-unconfirmed-account = इस पते वाला खाता मौजूद है, लेकिन उसकी कभी पुष्टि नहीं हुई: उसकी पुष्टि करें, फिर संगठन के ज़रिए दोबारा साइन इन करें
api-upstream-operator-account = ऑपरेटर का खाता अपने पासवर्ड और दूसरे कारक से साइन इन करता है, किसी संगठन के साइन-इन से नहीं
api-link-not-found = खाता इस प्रोवाइडर से लिंक नहीं है

## Admin API

api-admin-key-required = एडमिन API के लिए `Authorization: Bearer <admin key>` ज़रूरी है
api-admin-status-once = status ज़्यादा से ज़्यादा एक बार
api-admin-parameters-once = हर पैरामीटर ज़्यादा से ज़्यादा एक बार
api-admin-duplicate-email = उस ईमेल वाला उपयोगकर्ता पहले से मौजूद है
api-admin-user-not-found = उपयोगकर्ता नहीं मिला
api-admin-client-not-found = क्लाइंट नहीं मिला
api-admin-api-not-found = API नहीं मिला
api-admin-session-not-found = सेशन नहीं मिला
api-admin-delivery-not-found = डिलीवरी नहीं मिली
api-admin-webhook-not-found = वेबहुक नहीं मिला

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = लिंक उसी ब्राउज़र में खोलें जिसमें आपने साइन अप किया था: किसी और ब्राउज़र में आपसे खाते का पासवर्ड मांगा जाएगा।
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = लिंक उस ब्राउज़र में खोलें जिसमें आपने बदलाव का अनुरोध किया था, या जिसमें आप साइन इन हैं: किसी और ब्राउज़र में आपसे आपका पासवर्ड मांगा जाएगा।
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = क्या आपने साइन अप या इसका अनुरोध नहीं किया? तो इसकी पुष्टि न करें: इस ईमेल को अनदेखा करें, कुछ नहीं होगा।
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = यहां इस पते की पुष्टि करने के लिए, उस खाते का पासवर्ड डालें जिसका यह पता है। अगर आपने किसी ऐप में साइन अप किया था, तो इसके बजाय ईमेल में दिया गया कोड ऐप में डालें। अगर आपने साइन अप या इसका अनुरोध नहीं किया है, तो पुष्टि न करें: यह पेज बंद कर दें।
# The password field's label on that page.
verify-password = खाते का पासवर्ड
verify-password-needed = इस ब्राउज़र में पते की पुष्टि करने के लिए खाते का पासवर्ड डालें।
verify-wrong-password = यह खाते का पासवर्ड नहीं है।

## After a password reset, every other way into the account

mail-reset-done-subject = आपका पासवर्ड रीसेट हो गया
mail-reset-done-body = आपके खाते का पासवर्ड अभी-अभी रीसेट किया गया है, और साइन इन किए गए सभी डिवाइस साइन आउट हो गए हैं।
mail-reset-done-still = इनसे अब भी आपके खाते में साइन इन किया जा सकता है:
mail-reset-done-remove = अगर इनमें से कोई आपका नहीं है, तो नए पासवर्ड से साइन इन करें और अपने खाता पेज पर “नए पासवर्ड के अलावा सब हटाएं” चुनें।
mail-reset-done-nothing-else = आपके खाते में साइन इन करने का और कोई तरीका नहीं है: सिर्फ़ नया पासवर्ड।
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = अगर साइन इन करते समय आपसे ऐसा दूसरा फ़ैक्टर माँगा जाए जो आपके पास नहीं है, तो वह आपका नहीं है: इस सेवा की सहायता टीम से उसे हटाने को कहें।
mail-reset-done-not-you = अगर आपने अपना पासवर्ड रीसेट नहीं किया, तो कोई आपके ईमेल पढ़ सकता है: पहले अपना मेलबॉक्स सुरक्षित करें, फिर दोबारा नया पासवर्ड सेट करें।
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = पासकी “{ $name }”
ways-in-authenticator = एक ऑथेंटिकेटर ऐप
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count ->
    [one] { $count } बिना इस्तेमाल किया रिकवरी कोड
   *[other] { $count } बिना इस्तेमाल किए रिकवरी कोड
    }
# $provider: the provider's display name (e.g. "Google").
ways-in-link = { $provider } से साइन इन
# $count: how many other devices are signed in.
ways-in-sessions = { $count ->
    [one] { $count } और डिवाइस पर साइन इन है (नीचे सूची में)
   *[other] { $count } और डिवाइसों पर साइन इन है (नीचे सूची में)
    }
account-review-heading = आपका पासवर्ड रीसेट हो गया
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = आपका पासवर्ड { $date } को रीसेट किया गया था। इनसे अब भी आपके खाते में साइन इन किया जा सकता है:
account-review-explain = अगर इनमें से कोई आपका नहीं है, तो सभी को हटा दें: तब सिर्फ़ आपके नए पासवर्ड से साइन इन होगा, और बाकी सभी डिवाइस साइन आउट हो जाएंगे। बाद में आप फिर से पासकी या ऑथेंटिकेटर ऐप जोड़ सकते हैं।
# Button.
account-review-remove = नए पासवर्ड के अलावा सब हटाएं
# Button.
account-review-keep = ये सब मेरे हैं
account-review-gone = अब देखने के लिए कुछ नहीं बचा है।
account-review-removed = आपके नए पासवर्ड के अलावा सब कुछ हटा दिया गया है, और बाकी सभी डिवाइस साइन आउट हो गए हैं।
account-review-kept = ठीक है: सब कुछ जैसा है वैसा ही रहेगा।

## The second step locked after wrong codes

mail-factor-locked-subject = किसी ने आपके दूसरे फ़ैक्टर को पार करने की कोशिश की
# $minutes: how long signing in stays paused.
mail-factor-locked-body = { $minutes ->
    [one] किसी ने आपका पासवर्ड डाला, फिर दूसरे फ़ैक्टर के पांच गलत कोड डाले। आपके खाते में साइन इन { $minutes } मिनट के लिए रोक दिया गया है।
   *[other] किसी ने आपका पासवर्ड डाला, फिर दूसरे फ़ैक्टर के पांच गलत कोड डाले। आपके खाते में साइन इन { $minutes } मिनट के लिए रोक दिया गया है।
    }
mail-factor-locked-not-you = अगर यह आप नहीं थे, तो किसी को आपका पासवर्ड पता है: अभी नया पासवर्ड सेट करें।
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = कंसोल भूमिका के लिए पुष्टि किया गया पता ज़रूरी है: उपयोगकर्ता को पहले अपने पते की पुष्टि करनी होगी
console-gate-unverified = कंसोल सिर्फ़ उन ऑपरेटरों के लिए खुलता है जिनके पते की पुष्टि हो चुकी है। पुष्टि वाले ईमेल के लिंक से अपने पते की पुष्टि करें, फिर कंसोल दोबारा खोलें।
console-gate-idle-lead = कंसोल खोलने के लिए दोबारा साइन इन करें
console-gate-idle = कंसोल का { $minutes } मिनट तक इस्तेमाल नहीं हुआ, इसलिए दोबारा साइन इन करना होगा। आपके खाते में आपका साइन इन बना रहता है।
console-webhook-url-once = इसका URL, जो पूरा सिर्फ़ अभी दिखाया जा रहा है (सूची "?" के बाद का हिस्सा छिपाती है, जहाँ कोई टोकन हो सकता है):
console-webhook-query-hidden = किसी एंडपॉइंट के URL में "?" के बाद का हिस्सा छिपा है: उसमें रिसीवर का टोकन हो सकता है।

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = मुझे ईमेल से कोड भेजें
page-code-ask-title = कोड से साइन इन करें
page-code-ask-lead = अपना ईमेल पता डालें: हम आपको साइन इन करने के लिए एक कोड भेजेंगे, पासवर्ड की ज़रूरत नहीं होगी।
page-code-ask-button = मुझे ईमेल से कोड भेजें
page-code-invalid-email = पूरा ईमेल पता डालें, जैसे name@example.com।
page-code-not-allowed = यह ऐप आपका पासवर्ड या पासकी मांगता है: ईमेल से भेजे गए कोड से साइन इन करने की सुविधा यहां उपलब्ध नहीं है।
page-code-title = अपना ईमेल देखें
# $email: the address typed; $minutes: how long the code works.
page-code-lead = { $minutes ->
    [one] { $email } पर एक ईमेल भेजा जा रहा है। उसमें दिया गया छह अंकों का कोड डालें: यह { $minutes } मिनट तक और सिर्फ़ एक बार काम करेगा।
   *[other] { $email } पर एक ईमेल भेजा जा रहा है। उसमें दिया गया छह अंकों का कोड डालें: यह { $minutes } मिनट तक और सिर्फ़ एक बार काम करेगा।
    }
page-code-field = साइन-इन कोड
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = अगर आप यहां नए हैं, तो आपका नाम
page-code-button = साइन इन करें
page-code-again = नया कोड भेजें
page-code-wrong = यह कोड सही नहीं है, या इसकी समय-सीमा खत्म हो गई है। सबसे नया ईमेल देखें, या नया कोड मांगें।
page-code-link-title = साइन इन करें
page-code-link-lead = इस ब्राउज़र में अपने खाते में साइन इन करें।
page-code-link-button = मुझे साइन इन करें
page-code-link-elsewhere-title = यह कोड वहां डालें जहां आपने इसे मांगा था
page-code-link-elsewhere = यह लिंक उस ब्राउज़र या ऐप के बजाय किसी दूसरे ब्राउज़र या ऐप में खोला गया है, जिसमें इसे मांगा गया था। वहां यह कोड डालें:
page-code-link-ended-title = इस लिंक की समय-सीमा खत्म हो गई है
page-code-link-ended = यह लिंक इस्तेमाल हो चुका है, इसकी जगह नया लिंक आ गया है, या यह बहुत पुराना है। जहां आप साइन इन करते हैं, वहां नया कोड मांगें।
api-sign-in-code-refused = कोड गलत है, इस्तेमाल हो चुका है, उसकी जगह नया कोड आ गया है या उसकी समय-सीमा खत्म हो गई है: नया कोड मांगें
api-login-code-or-password = पासवर्ड या कोड में से कोई एक भेजें, दोनों नहीं
api-code-code-sent = साइन-इन कोड वाला ईमेल भेजा जा रहा है; कोड कुछ मिनट तक और सिर्फ़ एक बार काम करेगा
api-code-sign-in-code-not-allowed = ईमेल से भेजे गए कोड से साइन इन करने की सुविधा यहां उपलब्ध नहीं है: अपना पासवर्ड या पासकी इस्तेमाल करें

## Mail: a sign-in code

mail-code-subject = आपका साइन-इन कोड
mail-code-asked = किसी ने इस पते से साइन इन करने का अनुरोध किया है। डालने के लिए कोड यह है:
# $minutes: how long the code and the link work.
mail-code-minutes = { $minutes ->
    [one] यह कोड और नीचे दिया गया लिंक { $minutes } मिनट तक और सिर्फ़ एक बार काम करेंगे; नया अनुरोध करने पर इनकी जगह नए कोड और लिंक भेजे जाएंगे।
   *[other] यह कोड और नीचे दिया गया लिंक { $minutes } मिनट तक और सिर्फ़ एक बार काम करेंगे; नया अनुरोध करने पर इनकी जगह नए कोड और लिंक भेजे जाएंगे।
    }
mail-code-new-account = इस पते से अभी कोई खाता नहीं जुड़ा है: कोड से साइन इन करने पर एक नया खाता बन जाएगा।
mail-code-button = मुझे साइन इन करें
mail-code-not-you = अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: कोड के बिना कोई साइन इन नहीं कर सकता।

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = इस पते से साइन इन करना
mail-no-account-body = किसी ने इस पते से साइन इन करने के लिए कोड मांगा, लेकिन यहां कोई भी खाता इस पते का इस्तेमाल नहीं करता।
mail-no-account-not-you = अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदला है।

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = उपयोगकर्ता ईमेल से भेजे गए कोड से साइन इन कर सकते हैं
api-name-invalid = नाम बहुत लंबा है या उसमें कंट्रोल वर्ण हैं
