# Greek: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Γλώσσα

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Η διεύθυνση email ή ο κωδικός πρόσβασης δεν είναι σωστά. Ένας νέος λογαριασμός μπορεί να συνδεθεί μόλις επιβεβαιωθεί η διεύθυνσή του: βρείτε τον σύνδεσμο στα email σας.
error-throttled = Πάρα πολλές αποτυχημένες προσπάθειες. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.
error-busy = Πάρα πολλοί χρήστες συνδέονται αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγο.
error-missing-fields = Εισαγάγετε τη διεύθυνση email και τον κωδικό πρόσβασής σας.
error-expired-form = Αυτή η φόρμα έληξε. Συνδεθείτε ξανά.
error-second-factor-in-app = Αυτός ο λογαριασμός προστατεύεται με δεύτερο παράγοντα. Συνδεθείτε πρώτα στη σελίδα του λογαριασμού σας (εκεί θα σας ζητηθεί ο κωδικός) και μετά επιστρέψτε εδώ.
error-wrong-second-factor = Ο κωδικός δεν ήταν σωστός, είχε ήδη χρησιμοποιηθεί ή εισήχθη πολύ αργά. Συνδεθείτε ξανά.
error-passkey-refused = Δεν ήταν δυνατή η χρήση αυτού του κλειδιού πρόσβασης ή η προσπάθεια διήρκεσε πολύ. Δοκιμάστε ξανά ή συνδεθείτε με τον κωδικό πρόσβασής σας.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Πάρα πολλά αιτήματα. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.
error-expired-form-again = Αυτή η φόρμα έληξε. Δοκιμάστε ξανά.

## Error pages (a heading and a paragraph)

error-bad-link-title = Μη έγκυρος σύνδεσμος
error-bad-link-text = Αυτός ο σύνδεσμος δεν είναι πλέον έγκυρος: χρησιμοποιήθηκε, έληξε ή αντικαταστάθηκε από νεότερο. Ζητήστε νέο σύνδεσμο.

error-form-title = Η σύνδεση απέτυχε
error-form-too-large = Η φόρμα είναι πολύ μεγάλη.
error-form-unreadable = Δεν ήταν δυνατή η ανάγνωση της φόρμας. Επιστρέψτε και δοκιμάστε ξανά.
error-cross-site-title = Το αίτημα απορρίφθηκε
error-cross-site-text = Αυτή η φόρμα στάλθηκε από άλλον ιστότοπο. Ανοίξτε ξανά τη σελίδα σύνδεσης και υποβάλετε τη φόρμα από εκεί.

error-unavailable-title = Δοκιμάστε ξανά σε λίγο
error-unavailable-text = Η υπηρεσία σύνδεσης είναι απασχολημένη ή μη διαθέσιμη. Δοκιμάστε ξανά σε λίγο.
error-failed-title = Κάτι πήγε στραβά
error-failed-text = Δεν ήταν δυνατή η ολοκλήρωση της σύνδεσης. Δοκιμάστε ξανά.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Να γνωρίζει ποιος είστε
scope-email = Να βλέπει τη διεύθυνση email σας
scope-profile = Να βλέπει το προφίλ σας: όνομα, φωτογραφία, αριθμό τηλεφώνου και χώρα
scope-authorization = Να βλέπει το προφίλ σας και τις ενεργές περιόδους σύνδεσής σας
scope-organizations = Να βλέπει τους οργανισμούς στους οποίους ανήκετε και τους ρόλους σας σε αυτούς
scope-api = Να χρησιμοποιεί το { $api } για λογαριασμό σας

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: εισαγάγετε τον κωδικό που εμφανίζει η εφαρμογή ελέγχου ταυτότητας ή έναν κωδικό ανάκτησης, ή χρησιμοποιήστε το κλειδί πρόσβασής σας.
page-second-step-passkey = { $purpose }: χρησιμοποιήστε το κλειδί πρόσβασής σας.
page-second-step-code = { $purpose }: εισαγάγετε τον κωδικό που εμφανίζει η εφαρμογή ελέγχου ταυτότητας ή έναν από τους κωδικούς ανάκτησής σας.
page-second-step-use-passkey = Χρήση κλειδιού πρόσβασης

## Login page

page-login-title = Σύνδεση
page-login-email = Διεύθυνση email
page-login-password = Κωδικός πρόσβασης
page-login-button = Σύνδεση
page-login-with-provider = Σύνδεση με { $provider }
page-login-passkey = Σύνδεση με κλειδί πρόσβασης
page-login-forgot = Ξεχάσατε τον κωδικό πρόσβασης;
page-login-organization = Σύνδεση μέσω του οργανισμού σας
page-organization-title = Σύνδεση μέσω του οργανισμού σας
page-organization-lead = Εισαγάγετε το εταιρικό σας email ή το ID του οργανισμού σας για να συνεχίσετε με τη σύνδεσή του.
page-organization-field = Εταιρικό email ή ID οργανισμού
page-organization-button = Συνέχεια
page-organization-unknown = Κανένας οργανισμός δεν συνδέεται με αυτή τη διεύθυνση ή αυτό το ID. Ελέγξτε τα στοιχεία ή συνδεθείτε με τη διεύθυνση email και τον κωδικό πρόσβασής σας.
login-sso-required = Η σύνδεσή σας γίνεται μέσω του οργανισμού σας: χρησιμοποιήστε τη σύνδεση του οργανισμού σας.
login-sso-required-named = Η σύνδεσή σας γίνεται μέσω του οργανισμού { $organization }: χρησιμοποιήστε τη σύνδεσή του παρακάτω.
page-login-new-here = Δεν έχετε λογαριασμό;
page-login-create-account = Δημιουργία λογαριασμού

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Σύνδεση συσκευής
page-device-code-lead = Εισαγάγετε τον κωδικό που εμφανίζεται στην τηλεόραση, την κονσόλα παιχνιδιών ή την άλλη συσκευή σας.
page-device-code-label = Κωδικός
page-device-code-button = Συνέχεια
page-device-confirm-heading = Σύνδεση της εφαρμογής { $client };
page-device-confirm-lead = Μια συσκευή που εμφανίζει τον κωδικό { $code } ζητά να χρησιμοποιήσει τον λογαριασμό σας { $email }. Επιτρέψτε το μόνο αν ξεκινήσατε εσείς αυτή τη διαδικασία σε εκείνη τη συσκευή.
page-device-confirm-able = Θα της επιτρέπεται:
page-device-confirm-deny = Άρνηση
page-device-confirm-allow = Αποδοχή

## Account page

page-account-title = Ο λογαριασμός σας
page-account-signed-in-as = Έχετε συνδεθεί ως { $email }
page-account-signed-in-as-unconfirmed = Έχετε συνδεθεί ως { $email } (η διεύθυνση δεν έχει επιβεβαιωθεί ακόμη: δείτε το email που σας στείλαμε)
page-account-sessions-heading = Πού είστε συνδεδεμένοι
page-account-session-app = εφαρμογή { $package }
page-account-this-browser = Αυτό το πρόγραμμα περιήγησης
page-account-sign-out-session = Αποσύνδεση
page-account-sign-out-others = Αποσύνδεση από όλες τις άλλες συσκευές
page-account-profile-heading = Προφίλ
page-account-profile-save = Αποθήκευση προφίλ
page-account-password-heading = Κωδικός πρόσβασης
page-account-current-password = Τρέχων κωδικός πρόσβασης
page-account-new-password = Νέος κωδικός πρόσβασης (τουλάχιστον 10 χαρακτήρες)
page-account-password-change = Αλλαγή κωδικού πρόσβασης
page-account-email-heading = Διεύθυνση email
page-account-email-explain = Στη νέα διεύθυνση αποστέλλεται ένας σύνδεσμος· ο λογαριασμός σας μεταφέρεται εκεί μόλις χρησιμοποιηθεί. Μέχρι τότε συνδέεστε με την τρέχουσα διεύθυνση.
page-account-new-email = Νέα διεύθυνση email
page-account-email-password = Κωδικός πρόσβασης
page-account-email-change = Αλλαγή διεύθυνσης email
page-account-data-heading = Τα δεδομένα σας
page-account-data-explain = Όλα όσα διατηρεί αυτή η υπηρεσία για τον λογαριασμό σας (προφίλ, περίοδοι σύνδεσης με τις συσκευές και τις τοποθεσίες τους, συνδεδεμένοι πάροχοι, δεύτεροι παράγοντες, τα συμβάντα ασφαλείας που σας αφορούν), σε ένα αρχείο JSON. Δεν περιέχει κωδικούς πρόσβασης ούτε μυστικά.
page-account-data-download = Λήψη των δεδομένων σας
page-account-delete-heading = Διαγραφή του λογαριασμού σας
page-account-delete-explain = Καταργεί το προφίλ σας, τις περιόδους σύνδεσης, τους δεύτερους παράγοντες και τους συνδεδεμένους παρόχους, και σας αποσυνδέει από παντού.
page-account-delete-link = Διαγραφή του λογαριασμού σας

## Sign-out confirmation

page-logout-title = Αποσύνδεση
page-logout-question = Να γίνει αποσύνδεση από τον λογαριασμό σας σε αυτό το πρόγραμμα περιήγησης;
page-logout-button = Αποσύνδεση

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Εισαγάγετε έναν κωδικό πρόσβασης.
rule-password-too-short = Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον { $min } χαρακτήρες.
rule-password-too-long = Ο κωδικός πρόσβασης πρέπει να έχει το πολύ { $max } χαρακτήρες.
rule-password-is-email = Ο κωδικός πρόσβασης δεν πρέπει να είναι η διεύθυνση email.
rule-password-refused = Αυτός ο κωδικός πρόσβασης δεν μπορεί να χρησιμοποιηθεί. Επιλέξτε άλλον.
rule-email-invalid = Εισαγάγετε μια διεύθυνση email που μπορεί να λαμβάνει μηνύματα, όπως name@example.com.
rule-email-same = Αυτή είναι ήδη η διεύθυνση του λογαριασμού.
rule-field-invalid = Ένα πεδίο είναι πολύ μεγάλο ή περιέχει μη επιτρεπόμενους χαρακτήρες.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = το όνομα του πελάτη πρέπει να έχει από 1 έως 200 χαρακτήρες
rule-client-name-characters = το όνομα του πελάτη δεν πρέπει να περιέχει χαρακτήρες ελέγχου ή χαρακτήρες μορφοποίησης κατεύθυνσης κειμένου
rule-resource-server-confidential = ένας διακομιστής πόρων πρέπει να είναι εμπιστευτικός πελάτης
rule-client-credentials-confidential = το client_credentials απαιτεί εμπιστευτικό πελάτη
rule-public-client-secret = ένας δημόσιος πελάτης δεν έχει μυστικό
rule-shared-signals-confidential = ένας δέκτης Shared Signals πρέπει να είναι εμπιστευτικός πελάτης
rule-organization-for-receivers = μόνο ένας δέκτης Shared Signals συνδέεται με οργανισμό
rule-profile-field-length = τα πεδία του προφίλ περιορίζονται σε { $max } χαρακτήρες
rule-profile-field-characters = τα πεδία του προφίλ δεν πρέπει να περιέχουν χαρακτήρες ελέγχου ή χαρακτήρες μορφοποίησης κατεύθυνσης κειμένου
rule-unknown-event-type = άγνωστος τύπος συμβάντος «{ $name }»· γνωστοί τύποι: { $known }
rule-no-event-type = πρέπει να δηλωθεί τουλάχιστον ένας τύπος συμβάντος
rule-secret-prefix = το μυστικό πρέπει να ξεκινά με whsec_
rule-secret-encoding = το μυστικό πρέπει να ξεκινά με whsec_ και να είναι σε base64
rule-secret-length = το μυστικό πρέπει να έχει μέγεθος από 24 έως 64 byte
rule-delivery-status = το status πρέπει να είναι pending, delivered ή failed
rule-not-a-timestamp = το { $name } πρέπει να είναι χρονική σήμανση RFC 3339
rule-not-a-user-id = το user πρέπει να είναι ID χρήστη
rule-not-an-email = το email πρέπει να είναι διεύθυνση email
rule-unknown-audit-type = άγνωστος τύπος συμβάντος
rule-unknown-cursor = το cursor δεν προέρχεται από αυτό το API
rule-page-size = το limit πρέπει να είναι από 1 έως 500
rule-no-scope = απαιτείται τουλάχιστον ένα εύρος
rule-undefined-scopes = το API ορίζει μόνο αυτά τα εύρη: { $scopes }
rule-role-name = ο ρόλος πρέπει να είναι admin, support, viewer ή none
rule-already-verified = η διεύθυνση έχει ήδη επαληθευτεί

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = Για να συνεχίσετε στην εφαρμογή { $client }
login-failed-title = Η σύνδεση απέτυχε
login-malformed-link = Ο σύνδεσμος σύνδεσης δεν έχει σωστή μορφή.
login-request-missing-client = Το αίτημα δεν αναφέρει εφαρμογή.
login-request-unknown-client = Αυτή η εφαρμογή δεν είναι καταχωρισμένη ή έχει απενεργοποιηθεί.
login-request-missing-redirect-uri = Το αίτημα δεν αναφέρει πού να γίνει η επιστροφή (redirect_uri).
login-request-unregistered-redirect-uri = Το redirect_uri δεν είναι καταχωρισμένο για αυτή την εφαρμογή.
login-request-state-too-long = Η παράμετρος state είναι πολύ μεγάλη.
login-request-invalid = Το αίτημα σύνδεσης δεν είναι έγκυρο.

## Signing out of the browser.

login-signout-failed-title = Η αποσύνδεση απέτυχε
login-signout-malformed-link = Ο σύνδεσμος αποσύνδεσης δεν έχει σωστή μορφή.
login-signed-out-title = Αποσυνδεθήκατε
login-signed-out-text = Έχετε αποσυνδεθεί σε αυτό το πρόγραμμα περιήγησης.

## The second step after a password, and an app that needs one.

second-step-title = Σύνδεση σε δύο βήματα
second-step-code-label = Κωδικός
second-step-continue = Συνέχεια
second-step-enrol-title = Ρύθμιση δεύτερου παράγοντα
second-step-enrol-text = Η εφαρμογή { $client } απαιτεί σύνδεση δύο παραγόντων. Ρυθμίστε μια εφαρμογή ελέγχου ταυτότητας ή ένα κλειδί πρόσβασης στη σελίδα του λογαριασμού σας και, στη συνέχεια, συνδεθείτε ξανά στην εφαρμογή { $client }.
second-step-enrol-link = Άνοιγμα της σελίδας του λογαριασμού σας

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Εφαρμογή ελέγχου ταυτότητας
second-step-app-on = { $count ->
    [one] Έχει ρυθμιστεί εφαρμογή ελέγχου ταυτότητας· { $count } κωδικός ανάκτησης δεν έχει χρησιμοποιηθεί.
   *[other] Έχει ρυθμιστεί εφαρμογή ελέγχου ταυτότητας· { $count } κωδικοί ανάκτησης δεν έχουν χρησιμοποιηθεί.
}
second-step-app-remove = Κατάργηση της εφαρμογής ελέγχου ταυτότητας
second-step-app-intro = Κωδικοί από μια εφαρμογή όπως το Google Authenticator ή το 1Password, που ζητούνται μετά τον κωδικό πρόσβασής σας.
second-step-app-set-up = Ρύθμιση εφαρμογής ελέγχου ταυτότητας
second-step-app-qr-label = Κωδικός QR για την εφαρμογή ελέγχου ταυτότητας
second-step-app-setup-title = Ρύθμιση εφαρμογής ελέγχου ταυτότητας
second-step-app-setup-lead = Σαρώστε τον κωδικό με την εφαρμογή ελέγχου ταυτότητας και, στη συνέχεια, εισαγάγετε τα έξι ψηφία που εμφανίζει.
second-step-app-setup-key = Ή πληκτρολογήστε αυτό το κλειδί στην εφαρμογή:
second-step-app-code-label = Κωδικός από την εφαρμογή
second-step-app-turn-on = Ενεργοποίηση
second-step-app-cancel = Ακύρωση
second-step-recovery-title = Αποθηκεύστε τους κωδικούς ανάκτησης
second-step-recovery-lead = Η εφαρμογή ελέγχου ταυτότητας ενεργοποιήθηκε. Με καθέναν από αυτούς τους κωδικούς μπορείτε να συνδεθείτε μία φορά, αν χάσετε το τηλέφωνό σας. Φυλάξτε τους σε ασφαλές μέρος: δεν θα εμφανιστούν ξανά.
second-step-recovery-back = Επιστροφή στον λογαριασμό σας

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Σύνδεση με κλειδί πρόσβασης
passkey-not-used = Δεν χρησιμοποιήθηκε κλειδί πρόσβασης. Δοκιμάστε ξανά ή χρησιμοποιήστε τον κωδικό πρόσβασής σας.
passkey-section-heading = Κλειδιά πρόσβασης
passkey-section-intro = Με ένα κλειδί πρόσβασης συνδέεστε με το δακτυλικό σας αποτύπωμα, το πρόσωπό σας ή το κλείδωμα οθόνης αντί για τον κωδικό πρόσβασης.
passkey-rename-label = Νέο όνομα
passkey-rename-button = Μετονομασία
passkey-remove-button = Κατάργηση
passkey-new-name-label = Όνομα για νέο κλειδί πρόσβασης
passkey-new-name-placeholder = Αυτός ο φορητός υπολογιστής
passkey-add-button = Προσθήκη κλειδιού πρόσβασης
passkey-already-registered = Αυτό το κλειδί πρόσβασης είναι ήδη καταχωρισμένο.
passkey-not-added = Δεν προστέθηκε κλειδί πρόσβασης. Δοκιμάστε ξανά.

## The consent screen.

consent-heading = Να επιτραπεί στην εφαρμογή { $client } να χρησιμοποιεί τον λογαριασμό σας;
consent-lead = Έχετε συνδεθεί ως { $account }. Η εφαρμογή { $client } έχει δημιουργηθεί από τρίτο μέρος και ζητά τα εξής:
consent-revoke-note = Μπορείτε να ανακαλέσετε την πρόσβασή της ανά πάσα στιγμή από τη σελίδα του λογαριασμού σας.
consent-deny = Άρνηση
consent-allow = Αποδοχή
consent-title = Να επιτραπεί η πρόσβαση στην εφαρμογή { $client };

## Connecting a device (TV, console) with a code.

device-login-lead = Για να συνδέσετε μια συσκευή στον λογαριασμό σας
device-code-unknown = Ο κωδικός δεν είναι σωστός, έχει λήξει ή έχει ήδη χρησιμοποιηθεί. Ελέγξτε τον κωδικό στη συσκευή σας και δοκιμάστε ξανά.
device-code-throttled = Πάρα πολλοί λανθασμένοι κωδικοί. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.
device-code-form-expired = Αυτή η φόρμα έληξε. Εισαγάγετε ξανά τον κωδικό.
device-connected-title = Η συσκευή συνδέθηκε
device-connected-text = Η εφαρμογή { $client } είναι πλέον συνδεδεμένη με τον λογαριασμό σας. Μπορείτε να επιστρέψετε στη συσκευή σας.
device-denied-title = Το αίτημα απορρίφθηκε
device-denied-text = Η εφαρμογή { $client } δεν συνδέθηκε. Μπορείτε να κλείσετε αυτή τη σελίδα.
device-two-factors-title = Απαιτείται σύνδεση δύο παραγόντων
device-two-factors-text = Η εφαρμογή { $client } απαιτεί σύνδεση δύο παραγόντων. Στη σελίδα του λογαριασμού σας, συνδεθείτε με τον δεύτερο παράγοντα (ή ρυθμίστε έναν) και, στη συνέχεια, εισαγάγετε ξανά τον κωδικό εδώ.
device-two-factors-link = Άνοιγμα της σελίδας του λογαριασμού σας

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Η σύνδεση του παρόχου απέτυχε
upstream-link-from-account-page = Συνδέστε έναν πάροχο με το αντίστοιχο κουμπί στη σελίδα του λογαριασμού σας.
upstream-link-expired = Αυτή η σελίδα έληξε. Επιστρέψτε στη σελίδα του λογαριασμού σας, ανανεώστε την και δοκιμάστε ξανά.
upstream-unknown-provider = Δεν υπάρχει τέτοιος πάροχος σύνδεσης.
upstream-bad-state = Αυτή η σύνδεση έχει ήδη χρησιμοποιηθεί, έχει λήξει ή ξεκίνησε σε άλλο πρόγραμμα περιήγησης. Επιστρέψτε στην εφαρμογή και συνδεθείτε ξανά.
upstream-denied = Ο πάροχος δεν ολοκλήρωσε τη σύνδεσή σας. Επιστρέψτε στην εφαρμογή και δοκιμάστε ξανά.
upstream-refused = Η απάντηση του παρόχου δεν έγινε αποδεκτή. Επιστρέψτε στην εφαρμογή και συνδεθείτε ξανά.
upstream-unavailable = Δεν ήταν δυνατή η επικοινωνία με τον πάροχο σύνδεσης. Δοκιμάστε ξανά σε λίγο ή συνδεθείτε με άλλον τρόπο.
upstream-email-taken = Υπάρχει ήδη λογαριασμός με αυτή τη διεύθυνση email. Συνδεθείτε σε αυτόν με τον κωδικό πρόσβασης ή το κλειδί πρόσβασής του και, στη συνέχεια, συνδέστε αυτόν τον πάροχο στη σελίδα του λογαριασμού σας.
upstream-outside-domains = Η σύνδεση του οργανισμού σας δέχεται μόνο διευθύνσεις από τους επαληθευμένους τομείς του ίδιου του οργανισμού.
upstream-unconfirmed-account = Υπάρχει λογαριασμός με αυτή τη διεύθυνση email, αλλά η διεύθυνσή του δεν επιβεβαιώθηκε ποτέ. Επιβεβαιώστε την (ή επαναφέρετε τον κωδικό πρόσβασής του) και, στη συνέχεια, συνδεθείτε ξανά μέσω του οργανισμού σας.
upstream-operator-account = Αυτός ο λογαριασμός έχει ρόλο στην κονσόλα διαχείρισης: συνδέεται με τον δικό του κωδικό πρόσβασης και δεύτερο παράγοντα, όχι μέσω της σύνδεσης ενός οργανισμού.
upstream-registration-closed = Αυτός ο λογαριασμός δεν είναι γνωστός εδώ και δεν δημιουργούνται νέοι λογαριασμοί. Ζητήστε λογαριασμό από τον διαχειριστή της υπηρεσίας.
upstream-no-email = Ο πάροχος δεν κοινοποίησε διεύθυνση email, η οποία απαιτείται για νέο λογαριασμό.
upstream-unverified-email = Ο πάροχος δεν επιβεβαίωσε ότι αυτή η διεύθυνση email σας ανήκει, οπότε δεν μπορεί να δημιουργηθεί λογαριασμός με αυτήν. Δημιουργήστε λογαριασμό με τη διεύθυνση email σας και, στη συνέχεια, συνδέστε τον πάροχο στη σελίδα του λογαριασμού σας.
upstream-linked-elsewhere = Αυτός ο λογαριασμός παρόχου είναι ήδη συνδεδεμένος με άλλον λογαριασμό.
upstream-already-linked = Ο λογαριασμός σας είναι ήδη συνδεδεμένος με αυτόν τον πάροχο, μέσω άλλου λογαριασμού παρόχου. Καταργήστε πρώτα εκείνη τη σύνδεση.
upstream-disabled = Αυτός ο λογαριασμός είναι απενεργοποιημένος.
upstream-reauthenticate = Συνδεθείτε ξανά στη σελίδα του λογαριασμού σας και, στη συνέχεια, συνδέστε τον πάροχο.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Δημιουργία λογαριασμού
signup-lead = Θα σας στείλουμε ένα email για να επιβεβαιώσετε τη διεύθυνσή σας.
signup-email = Διεύθυνση email
signup-password = Κωδικός πρόσβασης (τουλάχιστον 10 χαρακτήρες)
signup-name = Όνομα (προαιρετικά)
signup-button = Δημιουργία λογαριασμού
signup-closed-title = Οι εγγραφές είναι κλειστές
signup-closed-text = Οι νέοι λογαριασμοί δημιουργούνται από τον διαχειριστή αυτής της υπηρεσίας. Ζητήστε του έναν.
signup-sent-title = Ελέγξτε τα email σας
signup-sent-text = Σας στείλαμε ένα email για να επιβεβαιώσετε τη διεύθυνσή σας. Ανοίξτε τον σύνδεσμο που περιέχει· μπορείτε ήδη να συνδεθείτε.
signup-sent-continue-text = Σας στείλαμε ένα email για να επιβεβαιώσετε τη διεύθυνσή σας. Μπορείτε να συνδεθείτε και να συνεχίσετε τώρα.
signup-sent-continue = Σύνδεση και συνέχεια

## Address confirmation page (opened from the mailed link)

verify-title = Επιβεβαιώστε τη διεύθυνση email σας
verify-lead = Επιβεβαιώστε ότι αυτή η διεύθυνση email σας ανήκει, ώστε να μπορεί να τη χρησιμοποιεί ο λογαριασμός σας. Αν δεν δημιουργήσατε λογαριασμό ή δεν αλλάξατε τη διεύθυνσή του εδώ, μην την επιβεβαιώσετε: κλείστε αυτή τη σελίδα.
verify-button = Επιβεβαίωση της διεύθυνσής μου
verify-done-title = Η διεύθυνση email επιβεβαιώθηκε
verify-done-text = Ευχαριστούμε: η διεύθυνση email σας επιβεβαιώθηκε. Μπορείτε να κλείσετε αυτή τη σελίδα.

## Password reset request page

forgot-title = Ξεχάσατε τον κωδικό πρόσβασης;
forgot-lead = Εισαγάγετε τη διεύθυνση email σας. Αν αντιστοιχεί σε λογαριασμό, θα σας στείλουμε έναν σύνδεσμο για να ορίσετε νέο κωδικό πρόσβασης.
forgot-email = Διεύθυνση email
forgot-button = Αποστολή συνδέσμου
forgot-sent-title = Ελέγξτε τα email σας
forgot-sent-text = Αν αυτή η διεύθυνση αντιστοιχεί σε λογαριασμό, ένα email με σύνδεσμο για τον ορισμό νέου κωδικού πρόσβασης είναι καθ' οδόν. Ο σύνδεσμος ισχύει για 30 λεπτά.

## New password page (opened from the mailed link)

reset-title = Ορισμός νέου κωδικού πρόσβασης
reset-lead = Επιλέξτε έναν κωδικό πρόσβασης από 10 έως 256 χαρακτήρες. Όλες οι συσκευές που είναι συνδεδεμένες στον λογαριασμό σας θα αποσυνδεθούν.
reset-password = Νέος κωδικός πρόσβασης
reset-button = Ορισμός κωδικού πρόσβασης
reset-done-title = Ο κωδικός πρόσβασης ορίστηκε
reset-done-text = Ο νέος κωδικός πρόσβασής σας ορίστηκε και όλες οι συσκευές που ήταν συνδεδεμένες αποσυνδέθηκαν. Συνδεθείτε ξανά με τον νέο κωδικό πρόσβασης.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Το προφίλ σας αποθηκεύτηκε.
account-password-changed = Ο κωδικός πρόσβασής σας άλλαξε· όλες οι άλλες συσκευές αποσυνδέθηκαν.
account-email-requested = Αν αυτή η διεύθυνση μπορεί να χρησιμοποιηθεί, αποστέλλεται εκεί ένας σύνδεσμος επιβεβαίωσης: η διεύθυνσή σας θα αλλάξει μόλις χρησιμοποιηθεί.
account-session-signed-out = Η περίοδος σύνδεσης τερματίστηκε.
account-others-signed-out = Όλες οι άλλες περίοδοι σύνδεσης τερματίστηκαν.
account-console-needs-factor = Η κονσόλα διαχείρισης απαιτεί δεύτερο παράγοντα: προσθέστε παρακάτω μια εφαρμογή ελέγχου ταυτότητας ή ένα κλειδί πρόσβασης και, στη συνέχεια, συνδεθείτε ξανά με αυτόν τον δεύτερο παράγοντα.
account-form-expired = Αυτή η φόρμα έληξε. Δοκιμάστε ξανά.
account-login-lead = Για να δείτε και να αλλάξετε τον λογαριασμό σας
account-sign-in-again-lead = Συνδεθείτε ξανά για να αλλάξετε τον τρόπο σύνδεσής σας
account-sign-in-again = Για την ασφάλειά σας, συνδεθείτε ξανά (με τον δεύτερο παράγοντα, αν έχετε) πριν προσθέσετε ή καταργήσετε έναν τρόπο σύνδεσης.
account-second-step-purpose = Για να ανοίξετε τον λογαριασμό σας
account-profile-name = Όνομα
account-profile-mobile = Αριθμός κινητού
account-profile-picture = URL φωτογραφίας
account-profile-country-code = Κωδικός χώρας
account-profile-country = Χώρα
account-profile-city = Πόλη
account-profile-postal-code = Ταχυδρομικός κώδικας
account-session-unknown-device = Άγνωστη συσκευή
account-session-unknown-app = άγνωστη εφαρμογή
account-session-when = Σύνδεση: { $since } · τελευταία δραστηριότητα: { $active }
account-provider-not-linked = Αυτός ο πάροχος δεν είναι συνδεδεμένος με τον λογαριασμό σας.
account-last-sign-in-method = Αυτός είναι ο μόνος τρόπος σύνδεσης στον λογαριασμό σας. Προσθέστε πρώτα ένα κλειδί πρόσβασης ή ορίστε κωδικό πρόσβασης (Ξεχάσατε τον κωδικό πρόσβασης;).
account-session-gone = Αυτή η περίοδος σύνδεσης δεν είναι πλέον ενεργή.
account-wrong-password = Ο τρέχων κωδικός πρόσβασης δεν είναι σωστός.
account-too-many-passwords = Πάρα πολλοί λανθασμένοι κωδικοί πρόσβασης. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.
account-unknown-action = Αυτή η σελίδα δεν εκτελεί τέτοια ενέργεια.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Η εφαρμογή ελέγχου ταυτότητας καταργήθηκε.
factors-passkey-added = Το κλειδί πρόσβασης προστέθηκε: από τώρα μπορείτε να συνδέεστε με αυτό.
factors-passkey-renamed = Το κλειδί πρόσβασης μετονομάστηκε.
factors-passkey-removed = Το κλειδί πρόσβασης καταργήθηκε.
factors-passkey-added-on = Προστέθηκε στις { $date }
factors-passkey-last-used = τελευταία χρήση στις { $date }
factors-passkey-synced = συγχρονισμένο
factors-wrong-code = Ο κωδικός δεν είναι σωστός. Ελέγξτε το ρολόι της εφαρμογής και εισαγάγετε τον κωδικό που εμφανίζει τώρα.
factors-too-many-codes = Πάρα πολλοί λανθασμένοι κωδικοί. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.
factors-totp-already = Έχει ήδη ρυθμιστεί εφαρμογή ελέγχου ταυτότητας.
factors-totp-nothing-pending = Δεν βρίσκεται σε εξέλιξη ρύθμιση εφαρμογής ελέγχου ταυτότητας. Ξεκινήστε από την αρχή.
factors-totp-not-set-up = Δεν έχει ρυθμιστεί εφαρμογή ελέγχου ταυτότητας.
factors-passkey-registered = Αυτό το κλειδί πρόσβασης είναι ήδη καταχωρισμένο.
factors-passkey-too-many = Ο λογαριασμός σας έχει ήδη τον μέγιστο αριθμό κλειδιών πρόσβασης: καταργήστε πρώτα ένα.
factors-passkey-too-many-attempts = Πάρα πολλές προσπάθειες. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.
factors-passkey-name-length = Το όνομα ενός κλειδιού πρόσβασης πρέπει να έχει από 1 έως 64 χαρακτήρες.
factors-passkey-not-yours = Αυτό το κλειδί πρόσβασης δεν σας ανήκει πλέον.
factors-passkey-not-added = Δεν ήταν δυνατή η προσθήκη του κλειδιού πρόσβασης ή η διαδικασία διήρκεσε πολύ. Δοκιμάστε ξανά.
factors-page-expired = Αυτή η σελίδα έληξε· ανανεώστε την.
factors-sign-in-again = Συνδεθείτε ξανά.
factors-passkeys-unavailable = Τα κλειδιά πρόσβασης δεν είναι διαθέσιμα σε αυτόν τον διακομιστή.
factors-sign-in-to-add = Συνδεθείτε ξανά για να προσθέσετε κλειδί πρόσβασης.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Σύνδεση με άλλον λογαριασμό
links-linked = Ο πάροχος συνδέθηκε: από τώρα μπορείτε να συνδέεστε μέσω αυτού σε αυτόν τον λογαριασμό.
links-unlinked = Η σύνδεση με τον πάροχο καταργήθηκε.
links-linked-on = συνδέθηκε στις { $date }
links-unlink = Κατάργηση σύνδεσης
links-link = Σύνδεση λογαριασμού { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Εφαρμογές με πρόσβαση
apps-allowed-on = επιτράπηκε στις { $date }
apps-remove = Κατάργηση πρόσβασης
apps-removed = Η πρόσβαση της εφαρμογής καταργήθηκε και η εφαρμογή αποσυνδέθηκε.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Διαγραφή του λογαριασμού σας
delete-explain-lead = Μπορείτε να διαγράψετε μόνοι σας τον λογαριασμό σας και όλα όσα διατηρούνται γι' αυτόν.
delete-explain-sign-in = Συνδεθείτε: με τον κωδικό πρόσβασης, ένα κλειδί πρόσβασης ή τον πάροχο με τον οποίο εγγραφήκατε («Σύνδεση με …»).
delete-explain-confirm = Επιβεβαιώστε ότι ο λογαριασμός πρέπει να διαγραφεί.
delete-explain-what = Τι διαγράφεται: το προφίλ σας (όνομα, διεύθυνση email, αριθμός τηλεφώνου, φωτογραφία, τοποθεσία), ο κωδικός πρόσβασής σας, όλες οι περίοδοι σύνδεσης μαζί με τις συσκευές και τις τοποθεσίες που καταγράφηκαν σε αυτές, οι δεύτεροι παράγοντες, τα κλειδιά πρόσβασης, οι συνδεδεμένοι πάροχοι σύνδεσης και όλα τα διακριτικά που εκδόθηκαν σε εφαρμογές. Όλες οι συσκευές αποσυνδέονται. Το αρχείο ασφαλείας διατηρεί τις καταχωρίσεις που σας αφορούν με τυχαίο όνομα, χωρίς διευθύνσεις IP, για το πολύ { $days ->
        [one] { $days } ημέρα
       *[other] { $days } ημέρες
    }.
delete-explain-now = Πότε: αμέσως. Θα σταλεί επιβεβαίωση στη διεύθυνση email σας.
delete-explain-later = Πότε: { $days ->
        [one] { $days } ημέρα
       *[other] { $days } ημέρες
    } μετά το αίτημά σας· αν συνδεθείτε πριν από τότε, ο λογαριασμός διατηρείται. Θα σταλεί επιβεβαίωση στη διεύθυνση email σας.
delete-explain-apps = Οι εφαρμογές μπορούν επίσης να διαγράψουν τον λογαριασμό από τις ρυθμίσεις τους.
delete-explain-link = Σύνδεση και διαγραφή του λογαριασμού σας
delete-login-lead = Για να διαγράψετε τον λογαριασμό σας
delete-confirm-what = Διαγράφονται το προφίλ σας, οι περίοδοι σύνδεσης, οι δεύτεροι παράγοντες, τα κλειδιά πρόσβασης και οι συνδεδεμένοι πάροχοι, και αποσυνδέεστε από όλες τις συσκευές.
delete-confirm-later = Ο λογαριασμός διαγράφεται σε { $days ->
        [one] { $days } ημέρα
       *[other] { $days } ημέρες
    }· αν συνδεθείτε πριν από τότε, διατηρείται.
delete-confirm-now = Αυτή η ενέργεια δεν μπορεί να αναιρεθεί.
delete-confirm-check = Διαγραφή του λογαριασμού μου και όλων όσων διατηρούνται γι' αυτόν
delete-confirm-button = Διαγραφή του λογαριασμού μου
delete-confirm-keep = Διατήρηση του λογαριασμού μου
delete-done-title = Ο λογαριασμός διαγράφηκε
delete-done = Ο λογαριασμός σας και όλα όσα διατηρούνταν γι' αυτόν διαγράφηκαν. Μια επιβεβαίωση αποστέλλεται στη διεύθυνση email σας.
delete-scheduled-title = Η διαγραφή του λογαριασμού προγραμματίστηκε
delete-scheduled = Όλες οι περίοδοι σύνδεσης τερματίστηκαν. Ο λογαριασμός σας θα διαγραφεί στις { $date }· συνδεθείτε πριν από τότε για να τον διατηρήσετε.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Γλώσσα
account-language-help = Η γλώσσα των σελίδων αυτού του λογαριασμού και των email που του αποστέλλονται.
account-language-save = Αποθήκευση γλώσσας
account-language-saved = Η γλώσσα σας αποθηκεύτηκε.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Κονσόλα
console-nav-signed-in = Κονσόλα · σύνδεση ως { $email } ({ $role })
console-nav-your-account = Ο λογαριασμός σας
console-nav-label = Κονσόλα
console-nav-overview = Επισκόπηση
console-nav-users = Χρήστες
console-nav-organizations = Οργανισμοί
console-nav-clients = Πελάτες
console-nav-apis = API
console-nav-webhooks = Webhook
console-nav-audit = Αρχείο ελέγχου
console-nav-keys = Κλειδιά
console-nav-settings = Ρυθμίσεις

console-frame-role-admin = διαχειριστής
console-frame-role-support = υποστήριξη
console-frame-role-viewer = παρατηρητής
console-frame-role-none = κανένας
console-frame-table-empty = { $caption }: κανένα στοιχείο.
console-frame-age-days = { $count ->
    [one] { $count } ημέρα
   *[other] { $count } ημέρες
}
console-frame-age-hours = { $count ->
    [one] { $count } ώρα
   *[other] { $count } ώρες
}
console-frame-age-minutes = { $count ->
    [one] { $count } λεπτό
   *[other] { $count } λεπτά
}

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Ο ρόλος σας στην κονσόλα δεν επιτρέπει το άνοιγμα αυτής της σελίδας. Αν τη χρειάζεστε, απευθυνθείτε σε έναν διαχειριστή.
console-gate-form-expired = Αυτή η φόρμα έληξε ή δεν προήλθε από την κονσόλα. Ανοίξτε ξανά τη σελίδα και επαναλάβετε.
console-gate-change-not-allowed = Ο ρόλος σας στην κονσόλα δεν επιτρέπει αυτή την αλλαγή.
console-gate-no-role = Ο λογαριασμός σας δεν έχει ρόλο στην κονσόλα. Ένας διαχειριστής μπορεί να σας αναθέσει έναν.
console-gate-not-allowed-title = Δεν επιτρέπεται
console-gate-not-found-title = Δεν βρέθηκε
console-gate-not-done-title = Δεν ολοκληρώθηκε
console-gate-sign-in-again-lead = Συνδεθείτε ξανά με τον δεύτερο παράγοντα για να ανοίξετε την κονσόλα
console-gate-needs-second-factor = Η κονσόλα απαιτεί σύνδεση με τον δεύτερο παράγοντά σας (την εφαρμογή ελέγχου ταυτότητας ή ένα κλειδί πρόσβασης).
console-gate-no-such-user = Δεν υπάρχει τέτοιος χρήστης.
console-gate-no-such-client = Δεν υπάρχει τέτοιος πελάτης.
console-gate-no-such-api = Δεν υπάρχει τέτοιο API.
console-gate-no-such-webhook = Δεν υπάρχει τέτοιο webhook.
console-gate-no-such-delivery = Δεν υπάρχει τέτοια παράδοση.
console-gate-no-such-session = Δεν υπάρχει τέτοια περίοδος σύνδεσης.
console-gate-no-such-link = Δεν υπάρχει τέτοια σύνδεση παρόχου.
console-gate-no-such-organization = Δεν υπάρχει τέτοιος οργανισμός.
console-gate-no-such-domain = Δεν υπάρχει τέτοιος τομέας.
console-gate-no-such = Δεν βρέθηκε: { $what }.
console-gate-duplicate-email = Υπάρχει ήδη χρήστης με αυτή τη διεύθυνση email.
console-gate-last-sign-in-method = Αυτή η σύνδεση παρόχου είναι ο τελευταίος τρόπος σύνδεσης του λογαριασμού: ορίστε πρώτα κωδικό πρόσβασης.
console-gate-api-exists = Υπάρχει ήδη API με αυτό το αναγνωριστικό.
console-gate-disable-client-first = Απενεργοποιήστε τον πελάτη πριν τον διαγράψετε.

## The console's overview page.

console-overview-title = Επισκόπηση
console-overview-find-user = Εύρεση χρήστη
console-overview-accounts = Λογαριασμοί
console-overview-live-sessions = Ενεργές περίοδοι σύνδεσης
console-overview-sign-ins = Συνδέσεις, 24 ώρες
console-overview-failed-sign-ins = Αποτυχημένες συνδέσεις, 24 ώρες
console-overview-lockouts = Τρέχοντα κλειδώματα
console-overview-failing-deliveries = Αποτυχημένες παραδόσεις webhook
console-overview-chart-heading = Συνδέσεις τις τελευταίες 24 ώρες
console-overview-counted = Καταμέτρηση στις { $at } (τα στοιχεία έχουν καθυστέρηση το πολύ ενός λεπτού).
console-overview-chart-label = Συνδέσεις ανά ώρα τις τελευταίες 24 ώρες: { $succeeded } επιτυχημένες, { $failed } αποτυχημένες
console-overview-chart-hour = { $time }: { $succeeded } επιτυχημένες, { $failed } αποτυχημένες
console-overview-chart-start = πριν από 24 ώρες
console-overview-chart-end = τώρα
console-overview-legend-succeeded = επιτυχημένες ({ $count })
console-overview-legend-failed = αποτυχημένες ({ $count })
console-overview-keys-heading = Κλειδιά υπογραφής
console-overview-keys-caption = Κλειδιά υπογραφής, τα νεότερα πρώτα
console-overview-key = Κλειδί
console-overview-algorithm = Αλγόριθμος
console-overview-state = Κατάσταση
console-overview-age = Ηλικία
console-overview-signing-for = Διάρκεια υπογραφής
console-overview-key-pending = σε αναμονή
console-overview-key-active = ενεργό
console-overview-key-retired = αποσυρμένο
console-overview-keys-link = Κλειδιά και εναλλαγή

## The console's users list.

console-users-title = Χρήστες
console-users-deleted = Ο χρήστης διαγράφηκε.
console-users-search-label = Διεύθυνση, όνομα ή ID χρήστη
console-users-search = Αναζήτηση
console-users-search-help = Οι διευθύνσεις αντιστοιχίζονται από την αρχή τους, τα ονόματα από την αρχή οποιασδήποτε λέξης· ένα ID αντιστοιχίζεται μόνο ολόκληρο.
console-users-caption = Χρήστες, οι παλαιότεροι πρώτα
console-users-matching = Χρήστες που αντιστοιχούν σε «{ $query }»
console-users-address = Διεύθυνση
console-users-name = Όνομα
console-users-verified = Επαληθευμένη
console-users-state = Κατάσταση
console-users-created = Δημιουργία
console-users-yes = ναι
console-users-no = όχι
console-users-enabled = ενεργός
console-users-disabled = απενεργοποιημένος
console-users-next-page = Επόμενη σελίδα

## The console's page of one user.

console-user-done-disabled = Ο χρήστης απενεργοποιήθηκε: όλες οι περίοδοι σύνδεσής του τερματίστηκαν.
console-user-done-enabled = Ο χρήστης ενεργοποιήθηκε: μπορεί να συνδεθεί ξανά.
console-user-done-signed-out = Όλες οι περίοδοι σύνδεσης του χρήστη τερματίστηκαν.
console-user-done-session-ended = Η περίοδος σύνδεσης τερματίστηκε.
console-user-done-factors-reset = Οι δεύτεροι παράγοντες του χρήστη καταργήθηκαν· ο χρήστης ενημερώθηκε με email.
console-user-done-verification-sent = Το email επαλήθευσης αποστέλλεται.
console-user-done-role = Ο ρόλος άλλαξε.
console-user-why-heading = Γιατί αυτός ο χρήστης δεν μπορεί να συνδεθεί;
console-user-nothing-stops = Τίποτα δεν εμποδίζει αυτή τη στιγμή τον χρήστη να συνδεθεί.
console-user-reason-disabled = Ο λογαριασμός έχει απενεργοποιηθεί από χειριστή.
console-user-reason-unverified = Η διεύθυνση δεν έχει επαληθευτεί: η σύνδεση με κωδικό πρόσβασης απορρίπτεται μέχρι να χρησιμοποιηθεί ο σύνδεσμος του email επαλήθευσης.
console-user-reason-locked-password = Κλειδωμένος λόγω λανθασμένων κωδικών πρόσβασης από τη διεύθυνση { $ip } έως { $until } (περίπου { $minutes } λεπτά· περιορισμός συνδέσεων).
console-user-reason-locked-second-step = Το δεύτερο βήμα είναι κλειδωμένο λόγω λανθασμένων κωδικών έως { $until } (περίπου { $minutes } λεπτά· περιορισμός δεύτερου παράγοντα).
console-user-reason-passkey-only = Ο λογαριασμός δεν έχει κωδικό πρόσβασης: συνδέεται μόνο με κλειδί πρόσβασης (ή μετά από επαναφορά κωδικού πρόσβασης).
console-user-reason-providers-only = Ο λογαριασμός δεν έχει κωδικό πρόσβασης: συνδέεται μόνο μέσω { $providers } (ή μετά από επαναφορά κωδικού πρόσβασης).
console-user-reason-second-factor-due = Δεν έχει ρυθμιστεί δεύτερος παράγοντας, ενώ οι εφαρμογές { $clients } απαιτούν σύνδεση δύο παραγόντων: ο χρήστης πρέπει πρώτα να προσθέσει έναν.
console-user-reason-deletion-scheduled = Ο χρήστης ζήτησε τη διαγραφή του λογαριασμού: θα διαγραφεί στις { $date }, εκτός αν συνδεθεί πριν από τότε.
console-user-profile = Προφίλ
console-user-id = ID χρήστη
console-user-address = Διεύθυνση
console-user-verified = Επαληθευμένη
console-user-state = Κατάσταση
console-user-name = Όνομα
console-user-mobile = Κινητό
console-user-place = Τοποθεσία
console-user-created = Δημιουργία
console-user-console-role = Ρόλος στην κονσόλα
console-user-sessions = Περίοδοι σύνδεσης
console-user-sessions-caption = Ενεργές περίοδοι σύνδεσης, οι πιο πρόσφατες πρώτα
console-user-device = Συσκευή
console-user-ip-and-place = IP και τοποθεσία
console-user-signed-in = Σύνδεση
console-user-last-active = Τελευταία δραστηριότητα
console-user-methods = Μέθοδοι
console-user-end-column = Τερματισμός
console-user-end-session = Τερματισμός
console-user-unknown-device = Άγνωστη συσκευή
console-user-second-factors = Δεύτεροι παράγοντες
console-user-authenticator-app = Εφαρμογή ελέγχου ταυτότητας
console-user-recovery-codes-left = Υπόλοιποι κωδικοί ανάκτησης
console-user-passkeys = Κλειδιά πρόσβασης
console-user-factor-none = κανένα
console-user-totp-since = από { $date }
console-user-providers-and-apps = Πάροχοι και εφαρμογές
console-user-links-caption = Συνδεδεμένοι πάροχοι
console-user-provider = Πάροχος
console-user-address-given = Δηλωμένη διεύθυνση
console-user-linked = Σύνδεση
console-user-consents-caption = Συγκαταθέσεις σε εφαρμογές τρίτων
console-user-client = Πελάτης
console-user-scopes = Εύρη
console-user-allowed = Επιτράπηκε
console-user-recent-events = Πρόσφατα συμβάντα
console-user-events-caption = Τα νεότερα συμβάντα ελέγχου για τον χρήστη
console-user-when = Πότε
console-user-type = Τύπος
console-user-actor = Εκτελών
console-user-ip = Διεύθυνση IP
console-user-every-event = Όλα τα συμβάντα για τον χρήστη
console-user-actions = Ενέργειες
console-user-disable = Απενεργοποίηση
console-user-enable = Ενεργοποίηση
console-user-sign-out-everywhere = Αποσύνδεση από παντού
console-user-resend-verification = Εκ νέου αποστολή του email επαλήθευσης
console-user-reset-factors = Επαναφορά δεύτερων παραγόντων
console-user-reset-factors-confirm = Κατάργηση της εφαρμογής ελέγχου ταυτότητας, των κωδικών ανάκτησης και των κλειδιών πρόσβασης
console-user-delete = Διαγραφή του χρήστη
console-user-delete-confirm = Διαγραφή αυτού του λογαριασμού και όλων των στοιχείων του, τώρα
console-user-role-heading = Ρόλος στην κονσόλα
console-user-role-label = Ρόλος
console-user-set-role = Ορισμός ρόλου
console-user-role-help = Οι παρατηρητές διαβάζουν όλες τις σελίδες· η υποστήριξη επιπλέον απενεργοποιεί και ενεργοποιεί χρήστες, τους αποσυνδέει, επαναφέρει τους δεύτερους παράγοντές τους και στέλνει ξανά το email επαλήθευσης· οι διαχειριστές κάνουν τα πάντα.
console-user-unknown-action = Αυτή η σελίδα δεν εκτελεί τέτοια ενέργεια.
console-user-not-on-this-user = Όχι σε αυτόν τον χρήστη: οι χειριστές με ρόλο κατώτερο του διαχειριστή μπορούν να ενεργούν μόνο σε χρήστες χωρίς ρόλο, και κανείς δεν μπορεί να αλλάξει εδώ τον δικό του ρόλο, την κατάστασή του, τους παράγοντές του ή τον λογαριασμό του.
console-user-tick-to-confirm = Επιλέξτε το πλαίσιο για επιβεβαίωση και επαναλάβετε.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Πελάτες
console-client-list-caption = Πελάτες, οι παλαιότεροι πρώτα
console-client-name = Όνομα
console-client-kind = Είδος
console-client-state = Κατάσταση
console-client-registered = Καταχώριση
console-client-kind-public = δημόσιος
console-client-kind-confidential = εμπιστευτικός
console-client-state-enabled = ενεργός
console-client-state-disabled = απενεργοποιημένος
console-client-register-heading = Καταχώριση πελάτη
console-client-register = Καταχώριση
console-client-registered-notice = Ο πελάτης καταχωρίστηκε.
console-client-deleted = Ο πελάτης διαγράφηκε.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI ανακατεύθυνσης, ένα ανά γραμμή
console-client-scopes-field = Εύρη (κενό: openid email profile authorization)
console-client-package-names-field = Ονόματα πακέτων Android, ένα ανά γραμμή
console-client-app-origins-field = Προελεύσεις εφαρμογών για κλειδιά πρόσβασης, μία ανά γραμμή
console-client-logout-uri-field = URI αποσύνδεσης back-channel
console-client-organization-field = Οργανισμός ενός δέκτη Shared Signals (slug ή ID)
console-client-flag-public = Δημόσιος (εφαρμογή προγράμματος περιήγησης ή εγγενής εφαρμογή: χωρίς μυστικό, PKCE)
console-client-flag-resource-server = Διακομιστής πόρων (μπορεί να επιθεωρεί διακριτικά)
console-client-flag-client-credentials = Μπορεί να λαμβάνει διακριτικά για τον εαυτό του (client_credentials)
console-client-flag-rotate-refresh-tokens = Εναλλαγή διακριτικών ανανέωσης
console-client-flag-require-mfa = Μόνο συνδέσεις δύο παραγόντων
console-client-flag-require-par = Μόνο αιτήματα εξουσιοδότησης με προώθηση (PAR)
console-client-flag-third-party = Τρίτο μέρος: οι χρήστες δίνουν πρώτα συγκατάθεση
console-client-flag-shared-signals = Δέκτης Shared Signals: διατηρεί ροή συμβάντων ασφαλείας

## Console: one client's page

console-client-saved = Οι ρυθμίσεις του πελάτη αποθηκεύτηκαν.
console-client-disabled-notice = Ο πελάτης απενεργοποιήθηκε: τα διακριτικά του δεν επαληθεύονται πλέον.
console-client-granted = Η εκχώρηση αποθηκεύτηκε.
console-client-secret-replaced = Το μυστικό αντικαταστάθηκε.
console-client-secret-heading = Το μυστικό του πελάτη
console-client-secret-once = Αντιγράψτε το τώρα: εμφανίζεται μόνο αυτή τη φορά και ποτέ ξανά (διατηρείται μόνο η σύνοψή του).
console-client-settings-heading = Ρυθμίσεις
console-client-yes = ναι
console-client-no = όχι
console-client-redirect-uris = URI ανακατεύθυνσης
console-client-scopes = Εύρη
console-client-resource-server = Διακομιστής πόρων
console-client-two-factor-only = Μόνο δύο παραγόντων
console-client-par-only = Μόνο PAR
console-client-third-party = Τρίτο μέρος
console-client-shared-signals = Δέκτης Shared Signals
console-client-changed = Αλλαγή
console-client-grants-heading = Εκχωρήσεις σε API
console-client-grants-caption = API που μπορεί να καλεί αυτός ο πελάτης για τον εαυτό του
console-client-api = API
console-client-api-identifier = Αναγνωριστικό API
console-client-grant = Εκχώρηση
console-client-actions-heading = Ενέργειες
console-client-rotate-secret = Εναλλαγή μυστικού
console-client-rotate-secret-confirm = Αντικατάσταση του μυστικού: το παλιό παύει να λειτουργεί αμέσως
console-client-disable = Απενεργοποίηση
console-client-disable-confirm = Απενεργοποίηση του πελάτη: τα διακριτικά του παύουν να επαληθεύονται
console-client-delete = Διαγραφή
console-client-delete-confirm = Διαγραφή του πελάτη μαζί με όλα όσα του έχουν εκδοθεί
console-client-edit-heading = Επεξεργασία
console-client-save = Αποθήκευση
console-client-confirm-first = Επιλέξτε το πλαίσιο για επιβεβαίωση και επαναλάβετε.
console-client-unknown-action = Αυτή η σελίδα δεν εκτελεί τέτοια ενέργεια.

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (δείκτες πόρων)
console-api-identifier = Αναγνωριστικό
console-api-scopes = Εύρη
console-api-registered-column = Καταχώριση
console-api-register-heading = Καταχώριση API
console-api-identifier-field = Αναγνωριστικό (ένα URL https)
console-api-scopes-field = Εύρη, χωρισμένα με κενά
console-api-register = Καταχώριση
console-api-registered = Το API καταχωρίστηκε.

## Console: the webhooks page

console-webhook-title = Webhook
console-webhook-list-caption = Τελικά σημεία webhook
console-webhook-endpoint = Τελικό σημείο (οι παραδόσεις του)
console-webhook-events = Συμβάντα
console-webhook-registered-column = Καταχώριση
console-webhook-remove = Κατάργηση
console-webhook-remove-confirm = Διακοπή παραδόσεων σε αυτό το τελικό σημείο
console-webhook-secret-heading = Το μυστικό υπογραφής
console-webhook-secret-once = Δώστε το στον παραλήπτη τώρα: εμφανίζεται μόνο αυτή τη φορά.
console-webhook-register-heading = Καταχώριση τελικού σημείου
console-webhook-url = Διεύθυνση URL
console-webhook-events-field = Τύποι συμβάντων, χωρισμένοι με κενά
console-webhook-register = Καταχώριση
console-webhook-registered = Το τελικό σημείο καταχωρίστηκε.
console-webhook-removed = Το τελικό σημείο καταργήθηκε.
console-webhook-confirm-first = Επιλέξτε το πλαίσιο για επιβεβαίωση και επαναλάβετε.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Παραδόσεις
console-webhook-deliveries-caption = Παραδόσεις, οι νεότερες πρώτα
console-webhook-delivery = Παράδοση
console-webhook-event = Συμβάν
console-webhook-status = Κατάσταση
console-webhook-attempts = Προσπάθειες
console-webhook-last-error = Τελευταίο σφάλμα
console-webhook-replay = Επανάληψη
console-webhook-replayed = Η παράδοση τέθηκε ξανά σε ουρά.
console-webhook-status-pending = σε αναμονή
console-webhook-status-delivered = παραδόθηκε
console-webhook-status-failed = απέτυχε

## Console: the audit trail

console-audit-title = Αρχείο ελέγχου
console-audit-user-id = ID χρήστη
console-audit-address = Διεύθυνση
console-audit-type = Τύπος
console-audit-since = Από (RFC 3339)
console-audit-until = Έως (RFC 3339)
console-audit-any-type = οποιοσδήποτε
console-audit-filter = Φιλτράρισμα
console-audit-caption = Συμβάντα, τα νεότερα πρώτα
console-audit-when = Πότε
console-audit-type-column = Τύπος
console-audit-actor = Εκτελών
console-audit-user = Χρήστης
console-audit-client = Πελάτης
console-audit-ip = Διεύθυνση IP
console-audit-older = Παλαιότερα συμβάντα

## Console: the signing keys

console-keys-title = Κλειδιά
console-keys-caption = Η κλειδοθήκη, τα νεότερα πρώτα
console-keys-key = Κλειδί
console-keys-algorithm = Αλγόριθμος
console-keys-state = Κατάσταση
console-keys-made = Δημιουργία
console-keys-age = Ηλικία
console-keys-signing-since = Υπογράφει από
console-keys-retired = Απόσυρση
console-keys-state-pending = σε αναμονή
console-keys-state-active = ενεργό
console-keys-state-retired = αποσυρμένο
console-keys-rotate-heading = Εναλλαγή
console-keys-rotate-help = Η εναλλαγή γίνεται σε δύο βήματα: το πρώτο δημοσιεύει ένα νέο κλειδί id_token στο JWKS, το δεύτερο το ενεργοποιεί για υπογραφή (και αντικαθιστά το κλειδί access-token). Τα παλιά κλειδιά επαληθεύουν μέχρι να λήξει το τελευταίο τους διακριτικό.
console-keys-rotate = Εναλλαγή
console-keys-rotate-confirm = Εναλλαγή των κλειδιών υπογραφής
console-keys-published = Δημοσιεύτηκε νέο κλειδί id_token: η επόμενη εναλλαγή θα το ενεργοποιήσει για υπογραφή.
console-keys-activated = Το δημοσιευμένο κλειδί υπογράφει πλέον τα id_token, μαζί με ένα νέο κλειδί access-token.
console-keys-not-done = Δεν ολοκληρώθηκε
console-keys-confirm-first = Επιλέξτε το πλαίσιο για επιβεβαίωση και επαναλάβετε.

## Console: the settings

console-settings-title = Ρυθμίσεις
console-settings-effective-heading = Ισχύουσα διαμόρφωση
console-settings-effective-help = Μετά την εφαρμογή αρχείων, περιβάλλοντος και προεπιλογών· τα μυστικά αποκρύπτονται.
console-settings-caption = Ρυθμίσεις
console-settings-setting = Ρύθμιση
console-settings-value = Τιμή
console-settings-upstream-heading = Εξωτερικοί πάροχοι
console-settings-providers-caption = Πάροχοι
console-settings-provider-id = ID
console-settings-provider-button = Κουμπί
console-settings-provider-last-error = Τελευταίο σφάλμα σε αυτή την παρουσία
console-settings-no-trouble = κανένα από την εκκίνηση
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Σε εφαρμογή, εισαγάγετε αντί γι' αυτό τον εξής κωδικό: { $token }
mail-set-password-button = Ορισμός νέου κωδικού πρόσβασης
mail-open-account-button = Άνοιγμα του λογαριασμού σας

## Verification of a new account's address

mail-verification-subject = Επιβεβαιώστε τη διεύθυνση email σας
mail-verification-welcome = Καλώς ορίσατε! Επιβεβαιώστε ότι αυτή είναι η διεύθυνση email σας.
mail-verification-link-hours = { $hours ->
    [one] Ο σύνδεσμος ισχύει για { $hours } ώρα και για μία μόνο χρήση.
   *[other] Ο σύνδεσμος ισχύει για { $hours } ώρες και για μία μόνο χρήση.
}
mail-verification-ignore = Αν δεν δημιουργήσατε λογαριασμό, αγνοήστε αυτό το email.
mail-verification-button = Επιβεβαίωση της διεύθυνσής μου

## Moving an account to a new address: the mail to the new address

mail-change-subject = Επιβεβαιώστε τη νέα διεύθυνση email σας
mail-change-confirm = Επιβεβαιώστε ότι ο λογαριασμός σας θα χρησιμοποιεί από τώρα και στο εξής αυτή τη διεύθυνση email.
mail-change-link-hours = { $hours ->
    [one] Ο σύνδεσμος ισχύει για { $hours } ώρα και για μία μόνο χρήση· μέχρι τότε παραμένει η παλιά σας διεύθυνση.
   *[other] Ο σύνδεσμος ισχύει για { $hours } ώρες και για μία μόνο χρήση· μέχρι τότε παραμένει η παλιά σας διεύθυνση.
}
mail-change-ignore = Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το email: δεν αλλάζει τίποτα.
mail-change-button = Χρήση αυτής της διεύθυνσης

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Αλλαγή της διεύθυνσης email του λογαριασμού σας
mail-change-notice-asked = Κάποιος που είναι συνδεδεμένος στον λογαριασμό σας ζήτησε να μεταφερθεί ο λογαριασμός στη διεύθυνση { $address }.
mail-change-notice-until = Η μεταφορά γίνεται μόνο όταν χρησιμοποιηθεί ένας σύνδεσμος που στάλθηκε σε εκείνη τη διεύθυνση· μέχρι τότε παραμένει αυτή η διεύθυνση.
mail-change-notice-not-you = Αν δεν ήσασταν εσείς, ορίστε τώρα νέο κωδικό πρόσβασης: έτσι τερματίζονται όλες οι περίοδοι σύνδεσης και ο σύνδεσμος ακυρώνεται.

## To an address that tried to register again

mail-registered-subject = Έχετε ήδη λογαριασμό
mail-registered-tried = Κάποιος προσπάθησε να δημιουργήσει λογαριασμό με αυτή τη διεύθυνση email, η οποία έχει ήδη λογαριασμό.
mail-registered-if-you = Αν ήσασταν εσείς, συνδεθείτε ή ορίστε νέο κωδικό πρόσβασης αν τον ξεχάσατε.
mail-registered-not-you = Αν δεν ήσασταν εσείς, αγνοήστε αυτό το email: δεν άλλαξε τίποτα.

## Password reset

mail-reset-subject = Ορισμός νέου κωδικού πρόσβασης
mail-reset-asked = Κάποιος ζήτησε να οριστεί νέος κωδικός πρόσβασης για τον λογαριασμό σας.
mail-reset-link-minutes = { $minutes ->
    [one] Ο σύνδεσμος ισχύει για { $minutes } λεπτό και για μία μόνο χρήση· ένα νεότερο αίτημα τον αντικαθιστά.
   *[other] Ο σύνδεσμος ισχύει για { $minutes } λεπτά και για μία μόνο χρήση· ένα νεότερο αίτημα τον αντικαθιστά.
}
mail-reset-not-you = Αν δεν ήσασταν εσείς, αγνοήστε αυτό το email: ο κωδικός πρόσβασής σας παραμένει ως έχει.

## Notices: a second factor changed

mail-totp-added-subject = Προστέθηκε εφαρμογή ελέγχου ταυτότητας
mail-totp-added-body = Προστέθηκε στον λογαριασμό σας μια εφαρμογή ελέγχου ταυτότητας ως δεύτερος παράγοντας.
mail-totp-removed-subject = Η εφαρμογή ελέγχου ταυτότητας καταργήθηκε
mail-totp-removed-body = Η εφαρμογή ελέγχου ταυτότητας καταργήθηκε από τον λογαριασμό σας: για τη σύνδεση αρκεί πλέον μόνο ο κωδικός πρόσβασής σας.
mail-passkey-added-subject = Προστέθηκε κλειδί πρόσβασης
mail-passkey-added-body = Προστέθηκε ένα κλειδί πρόσβασης στον λογαριασμό σας: με αυτό συνδέεστε χωρίς κωδικό πρόσβασης.
mail-passkey-removed-subject = Καταργήθηκε κλειδί πρόσβασης
mail-passkey-removed-body = Καταργήθηκε ένα κλειδί πρόσβασης από τον λογαριασμό σας: δεν μπορείτε πλέον να συνδεθείτε με αυτό.
mail-recovery-used-subject = Χρησιμοποιήθηκε κωδικός ανάκτησης
mail-recovery-used-body = { $left ->
    [one] Χρησιμοποιήθηκε ένας κωδικός ανάκτησης για σύνδεση στον λογαριασμό σας· απομένει { $left } αχρησιμοποίητος.
   *[other] Χρησιμοποιήθηκε ένας κωδικός ανάκτησης για σύνδεση στον λογαριασμό σας· απομένουν { $left } αχρησιμοποίητοι.
}
mail-factor-not-you = Αν δεν ήσασταν εσείς, αλλάξτε τον κωδικό πρόσβασής σας και αποσυνδεθείτε από παντού μέσω της σελίδας του λογαριασμού σας.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = Ο πάροχος { $provider } συνδέθηκε με τον λογαριασμό σας
mail-linked-body = Ο λογαριασμός σας συνδέθηκε με έναν λογαριασμό { $provider }: η σύνδεση με { $provider } ανοίγει πλέον αυτόν τον λογαριασμό.
mail-unlinked-subject = Ο πάροχος { $provider } αποσυνδέθηκε από τον λογαριασμό σας
mail-unlinked-body = Ο λογαριασμός σας αποσυνδέθηκε από τον πάροχο { $provider }: η σύνδεση με { $provider } δεν ανοίγει πλέον αυτόν τον λογαριασμό.
mail-link-not-you = Αν δεν ήσασταν εσείς, αλλάξτε τον κωδικό πρόσβασής σας, αποσυνδεθείτε από παντού και καταργήστε τη σύνδεση του παρόχου μέσω της σελίδας του λογαριασμού σας.

## Account deleted

mail-deleted-subject = Ο λογαριασμός σας διαγράφηκε
mail-deleted-body = Ο λογαριασμός σας και όλα όσα διατηρούνταν γι' αυτόν διαγράφηκαν, και όλες οι περίοδοι σύνδεσής του τερματίστηκαν.
mail-deleted-register-again = Μπορείτε να εγγραφείτε ξανά με αυτή τη διεύθυνση· τίποτα από τον παλιό λογαριασμό δεν θα επανέλθει.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Ο λογαριασμός σας θα διαγραφεί
mail-deletion-due = Ο λογαριασμός σας θα διαγραφεί στις { $date }· όλες οι περίοδοι σύνδεσής του έχουν τερματιστεί.
mail-deletion-keep = Για να τον διατηρήσετε, συνδεθείτε ξανά πριν από τότε. Αν δεν το ζητήσατε εσείς, συνδεθείτε και αλλάξτε τον κωδικό πρόσβασής σας.
mail-deletion-button = Σύνδεση για διατήρηση του λογαριασμού

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Γίνετε μέλος του οργανισμού { $organization }
mail-invitation-body = Λάβατε πρόσκληση να γίνετε μέλος του οργανισμού { $organization }. Ανοίξτε τον σύνδεσμο για να την αποδεχτείτε: συνδεθείτε με αυτή τη διεύθυνση ή δημιουργήστε λογαριασμό με αυτήν.
mail-invitation-expiry = { $days ->
    [one] Ο σύνδεσμος ισχύει για μία ημέρα.
   *[other] Ο σύνδεσμος ισχύει για { $days } ημέρες.
}
mail-invitation-ignore = Αν δεν γνωρίζετε αυτόν τον οργανισμό, αγνοήστε αυτό το email: δεν θα γίνει τίποτα αν δεν αποδεχτείτε.
mail-invitation-button = Προβολή της πρόσκλησης
console-organizations-title = Οργανισμοί
console-organizations-name = Όνομα
console-organizations-slug = Σύντομο όνομα (slug)
console-organizations-enabled = Ενεργός
console-organizations-mfa = Δεύτερος παράγοντας
console-organizations-new = Νέος οργανισμός
console-organizations-create = Δημιουργία του οργανισμού
console-organizations-created = Ο οργανισμός δημιουργήθηκε.
console-organization-saved = Οι κανόνες του τομέα αποθηκεύτηκαν.
console-organization-id = ID οργανισμού
console-organization-members = Μέλη
console-organization-roles = Ρόλοι
console-organization-managed = Διαχειριζόμενο
console-organization-break-glass = Πρόσβαση έκτακτης ανάγκης
console-organization-invitations = Εκκρεμείς προσκλήσεις
console-organization-expires = Λήξη
console-organization-domains = Τομείς
console-organization-domain = Τομέας
console-organization-state = Κατάσταση
console-organization-rules = Κανόνες
console-organization-save-rules = Αποθήκευση
console-organization-sign-in = Δική του σύνδεση
console-organization-no-sign-in = Δεν έχει δική του σύνδεση: τα μέλη του συνδέονται με τους κωδικούς πρόσβασης ή τα κλειδιά πρόσβασής τους.
organization-admin-title = { $organization }: ρυθμίσεις οργανισμού
organization-admin-lead = Διαχειρίζεστε αυτόν τον οργανισμό ως { $email }.
organization-admin-none = Δεν υπάρχει τίποτα εδώ ακόμη.
organization-admin-members = Μέλη
organization-admin-remove = Κατάργηση
organization-admin-yes = Ναι
organization-admin-no = Όχι
organization-admin-email = Διεύθυνση email
organization-admin-roles = Ρόλοι
organization-admin-managed = Υπό τη διαχείριση της σύνδεσης του οργανισμού
organization-admin-action = Ενέργεια
organization-admin-invitations = Εκκρεμείς προσκλήσεις
organization-admin-revoke = Ανάκληση
organization-admin-expires = Λήξη
organization-admin-invite = Πρόσκληση ατόμου
organization-admin-role = Ρόλος
organization-admin-invite-button = Αποστολή της πρόσκλησης
organization-admin-domains = Τομείς
organization-admin-domains-lead = Δηλώστε τον τομέα email της εταιρείας σας, δημοσιεύστε την εγγραφή TXT που εμφανίζεται και, στη συνέχεια, επαληθεύστε τον. Οι διευθύνσεις ενός επαληθευμένου τομέα μπορούν να συνδέονται μέσω της σύνδεσης του οργανισμού σας.
organization-admin-verify = Επαλήθευση
organization-admin-verified = Επαληθευμένος
organization-admin-pending = Σε εκκρεμότητα
organization-admin-domain = Τομέας
organization-admin-state = Κατάσταση
organization-admin-record = Εγγραφή προς δημοσίευση
organization-admin-add-domain = Δήλωση τομέα
organization-admin-sign-in = Η σύνδεση του οργανισμού σας
organization-admin-no-sign-in = Οι χρήστες σας συνδέονται με τους κωδικούς πρόσβασής τους. Ορίστε τον δικό σας πάροχο OpenID (Okta, Entra ID, Google Workspace…) για να συνδέονται μέσω αυτού.
organization-admin-issuer = URL εκδότη
organization-admin-client-id = ID πελάτη
organization-admin-client-secret = Μυστικό πελάτη
organization-admin-redirect-uri = URI ανακατεύθυνσης για καταχώριση στον πάροχό σας
organization-admin-save-sign-in = Αποθήκευση της σύνδεσης
organization-admin-sign-in-title = Συνδεθείτε πρώτα
organization-admin-sign-in-text = Συνδεθείτε στη σελίδα του λογαριασμού σας και, στη συνέχεια, ανοίξτε ξανά αυτή τη σελίδα.
organization-admin-sign-in-link = Μετάβαση στον λογαριασμό σας
organization-admin-unknown-title = Ο οργανισμός δεν βρέθηκε
organization-admin-unknown-text = Δεν υπάρχει εδώ οργανισμός που διαχειρίζεστε.
organization-admin-unknown-change = Αυτή η σελίδα δεν κάνει τέτοια αλλαγή.
organization-admin-scim = Παροχή χρηστών (SCIM)
organization-admin-scim-lead = Ο κατάλογός σας (Okta, Entra ID, Google Workspace…) προσθέτει, αλλάζει και καταργεί εδώ τους χρήστες και τις ομάδες σας μέσω SCIM 2.0. Δώστε του το βασικό URL και το διακριτικό μιας σύνδεσης.
organization-admin-scim-base-url = Βασικό URL
organization-admin-scim-made = Δημιουργία
organization-admin-scim-last-used = Τελευταία χρήση
organization-admin-scim-never = Ποτέ
organization-admin-scim-old-token = Το παλιό διακριτικό ισχύει έως
organization-admin-scim-rotate = Νέο διακριτικό
organization-admin-scim-make = Δημιουργία σύνδεσης
organization-admin-scim-token-title = Το διακριτικό του καταλόγου σας
organization-admin-scim-token-text = Αντιγράψτε τώρα το βασικό URL και το διακριτικό στον κατάλογό σας: το διακριτικό δεν θα εμφανιστεί ξανά. Ένα παλιό διακριτικό, αν υπάρχει, ισχύει για μία ακόμη ημέρα.
organization-admin-scim-token = Διακριτικό
organization-admin-scim-revoke-confirm = Ανάκληση της σύνδεσης: τα διακριτικά της παύουν να λειτουργούν αμέσως
invitation-title = Γίνετε μέλος του οργανισμού { $organization }
invitation-join-lead = Λάβατε πρόσκληση να γίνετε μέλος του οργανισμού { $organization } ως { $email }.
invitation-join-button = Συμμετοχή
invitation-sign-up-lead = Λάβατε πρόσκληση να γίνετε μέλος του οργανισμού { $organization }. Δημιουργήστε τον λογαριασμό σας με τη διεύθυνση { $email } για να γίνετε μέλος: η πρόσκληση αποδεικνύει ότι αυτή η διεύθυνση σας ανήκει.
invitation-name = Το όνομά σας
invitation-password = Επιλέξτε κωδικό πρόσβασης (τουλάχιστον 10 χαρακτήρες)
invitation-sign-up-button = Δημιουργία λογαριασμού και συμμετοχή
invitation-other-account = Αυτή η πρόσκληση αφορά τη διεύθυνση { $email }, αλλά έχετε συνδεθεί ως { $current }. Αποσυνδεθείτε και ανοίξτε ξανά τον σύνδεσμο.
invitation-sign-in-first = Αυτή η πρόσκληση αφορά τη διεύθυνση { $email }, η οποία έχει λογαριασμό εδώ. Συνδεθείτε με αυτήν στη σελίδα του λογαριασμού σας και ανοίξτε ξανά τον σύνδεσμο.
invitation-sign-in-as-invitee = Συνδεθείτε πρώτα με τη διεύθυνση που προσκλήθηκε.
invitation-unusable-title = Αυτή η πρόσκληση δεν μπορεί να χρησιμοποιηθεί
invitation-unusable-text = Έχει χρησιμοποιηθεί, ανακληθεί, αντικατασταθεί από νεότερη ή έχει λήξει. Ζητήστε νέα πρόσκληση από τον οργανισμό.
invitation-joined-title = Γίνατε μέλος του οργανισμού { $organization }
invitation-joined-text = Είστε πλέον μέλος: οι εφαρμογές στις οποίες συνδέεστε για αυτόν τον οργανισμό το βλέπουν.
invitation-joined-new-account = Ο λογαριασμός σας είναι έτοιμος και είστε μέλος: συνδεθείτε με τη διεύθυνσή σας και τον κωδικό πρόσβασης που επιλέξατε.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Εκδόθηκαν διακριτικό και διακριτικό ανανέωσης
api-code-token = Εκδόθηκε διακριτικό
api-code-userdata = Δεδομένα χρήστη
api-code-login-success = Επιτυχής σύνδεση
api-code-auth-code = Εκδόθηκε κωδικός εξουσιοδότησης
api-code-id-token = Εκδόθηκε id_token
api-code-logged-out = Αποσυνδεθήκατε· η περίοδος σύνδεσης και τα διακριτικά της ανακλήθηκαν
api-code-ok = Ολοκληρώθηκε
api-code-alive = Σε λειτουργία
api-code-ready = Έτοιμο για εξυπηρέτηση
api-code-sessions = Οι ενεργές περίοδοι σύνδεσής σας
api-code-export = Όλα όσα διατηρούνται για τον λογαριασμό σας
api-code-email-change-requested = Αν η διεύθυνση μπορεί να χρησιμοποιηθεί, αποστέλλεται εκεί ένας σύνδεσμος επιβεβαίωσης
api-code-account-deleted = Ο λογαριασμός σας και όλα όσα διατηρούνταν γι' αυτόν διαγράφηκαν· όλες οι περίοδοι σύνδεσης τερματίστηκαν
api-code-deletion-scheduled = Όλες οι περίοδοι σύνδεσης τερματίστηκαν και ο λογαριασμός σας θα διαγραφεί· συνδεθείτε ξανά πριν από τότε για να τον διατηρήσετε
api-code-reauthentication-required = Συνδεθείτε πρώτα ξανά: απαιτείται σύνδεση από τα τελευταία λίγα λεπτά
api-code-session-ended = Αποσυνδεθήκατε· η περίοδος σύνδεσης και τα διακριτικά της ανακλήθηκαν
api-code-password-changed = Ο κωδικός πρόσβασης άλλαξε· όλες οι άλλες περίοδοι σύνδεσης και τα διακριτικά τους ανακλήθηκαν
api-code-registration-accepted = Η εγγραφή παραλήφθηκε· ελέγξτε τα email σας για να επιβεβαιώσετε τη διεύθυνσή σας
api-code-email-verified = Η διεύθυνση email επαληθεύτηκε
api-code-reset-requested = Αν η διεύθυνση αντιστοιχεί σε λογαριασμό, ένα email με σύνδεσμο επαναφοράς είναι καθ' οδόν
api-code-password-reset = Ο κωδικός πρόσβασης ορίστηκε· όλες οι περίοδοι σύνδεσης και τα διακριτικά τους ανακλήθηκαν
api-code-registration-closed = Οι εγγραφές είναι κλειστές· ζητήστε λογαριασμό από τον διαχειριστή της υπηρεσίας
api-code-invalid-request = Το αίτημα δεν έχει σωστή μορφή
api-code-unsupported-grant-type = Το grant_type πρέπει να είναι code ή refresh_token
api-code-invalid-grant = Ο κωδικός ή το refresh_token δεν είναι έγκυρο, έχει λήξει, έχει ανακληθεί ή εκδόθηκε για άλλον πελάτη
api-code-invalid-client = Ο έλεγχος ταυτότητας του πελάτη απέτυχε
api-code-invalid-credentials = Το email ή ο κωδικός πρόσβασης είναι λάθος. Ένας νέος λογαριασμός μπορεί να συνδεθεί μόλις επιβεβαιωθεί η διεύθυνσή του: βρείτε τον σύνδεσμο στα email σας
api-code-mfa-required = Απαιτείται δεύτερος παράγοντας: απαντήστε με έναν κωδικό της εφαρμογής ελέγχου ταυτότητας ή έναν κωδικό ανάκτησης
api-code-mfa-enrolment-required = Αυτή η εφαρμογή απαιτεί σύνδεση δύο παραγόντων: ρυθμίστε μια εφαρμογή ελέγχου ταυτότητας ή ένα κλειδί πρόσβασης στη σελίδα του λογαριασμού σας και, στη συνέχεια, συνδεθείτε ξανά
api-code-passkey-options = Μεταβιβάστε αυτές τις επιλογές στον επαληθευτή ταυτότητας
api-code-passkey-added = Το κλειδί πρόσβασης προστέθηκε
api-code-passkeys = Τα κλειδιά πρόσβασής σας
api-code-links = Οι συνδεδεμένοι πάροχοι σύνδεσής σας
api-code-last-sign-in-method = Αυτός είναι ο τελευταίος τρόπος σύνδεσης του λογαριασμού: ορίστε πρώτα κωδικό πρόσβασης ή προσθέστε ένα κλειδί πρόσβασης
api-code-insufficient-scope = Το εύρος του διακριτικού δεν επιτρέπει αυτό το αίτημα
api-code-not-a-member = Δεν μπορείτε να συνδεθείτε για αυτόν τον οργανισμό: ζητήστε από τον διαχειριστή του να σας προσθέσει
api-code-sso-required = Η σύνδεσή σας γίνεται μέσω του οργανισμού σας: συνεχίστε στο ssoUrl
api-code-not-found = Δεν υπάρχει τέτοιος πόρος
api-code-method-not-allowed = Η μέθοδος δεν επιτρέπεται για αυτόν τον πόρο
api-code-conflict = Υπάρχει ήδη
api-code-payload-too-large = Το σώμα του αιτήματος είναι πολύ μεγάλο
api-code-rate-limited = Πάρα πολλά αιτήματα· δοκιμάστε ξανά αργότερα
api-code-server-error = Εσωτερικό σφάλμα διακομιστή
api-code-service-unavailable = Η υπηρεσία δεν είναι προσωρινά διαθέσιμη· δοκιμάστε ξανά αργότερα

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Απαιτείται διακριτικό πρόσβασης ως `Authorization: Bearer <token>`· αυτό λείπει, δεν έχει σωστή μορφή ή έχει ανακληθεί
api-busy = Πάρα πολλές ταυτόχρονες συνδέσεις· δοκιμάστε ξανά σε λίγο

## Seed interface: verify-token and the token endpoint

api-token-type-verify = Το token_type πρέπει να είναι id_token ή token
api-token-type-grant = Το token_type πρέπει να είναι refresh_token ή token
api-token-type-refresh = Το token_type πρέπει να είναι token για grant_type refresh_token
api-client-secret-required = Το client_secret απαιτείται όταν το token_type είναι token
api-field-empty = Το { $field } δεν πρέπει να είναι κενό

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = ο κωδικός πρόσβασης είναι πολύ μεγάλος
api-mfa-token-invalid = Το mfaToken είναι άγνωστο, έχει χρησιμοποιηθεί ή έχει λήξει: συνδεθείτε ξανά
api-challenge-invalid = Το challengeId είναι άγνωστο, έχει χρησιμοποιηθεί ή έχει λήξει: ζητήστε νέες επιλογές κλειδιού πρόσβασης
api-mfa-code-or-passkey = Απαιτείται δεύτερος παράγοντας: απαντήστε με έναν κωδικό της εφαρμογής ελέγχου ταυτότητας, έναν κωδικό ανάκτησης ή το κλειδί πρόσβασής σας
api-mfa-passkey = Απαιτείται δεύτερος παράγοντας: απαντήστε με το κλειδί πρόσβασής σας (login/passkey με το mfaToken)
api-client-id-required = Το client_id είναι υποχρεωτικό
api-client-unknown = Το client_id είναι άγνωστο ή απενεργοποιημένο
api-redirect-uri-required = Το redirect_uri είναι υποχρεωτικό
api-redirect-uri-unregistered = Το redirect_uri δεν είναι καταχωρισμένο για αυτόν τον πελάτη
api-state-too-long = Το state είναι πολύ μεγάλο

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Το διακριτικό είναι άγνωστο, έχει χρησιμοποιηθεί, έχει λήξει ή έχει αντικατασταθεί από νεότερο
api-session-not-found = Δεν έχετε ενεργή περίοδο σύνδεσης με αυτό το ID

## Native-app API: second factors and passkeys

api-authenticator-exists = Έχει ήδη ρυθμιστεί εφαρμογή ελέγχου ταυτότητας· καταργήστε την πρώτα
api-authenticator-not-pending = Δεν βρίσκεται σε εξέλιξη ρύθμιση εφαρμογής ελέγχου ταυτότητας
api-authenticator-none = Δεν έχει ρυθμιστεί εφαρμογή ελέγχου ταυτότητας
api-factor-code-wrong = Ο κωδικός δεν είναι σωστός
api-reauthenticate-factors = Συνδεθείτε ξανά (με τον δεύτερο παράγοντα, αν έχετε) για να αλλάξετε τους δεύτερους παράγοντές σας
api-reauthenticate-passkeys = Συνδεθείτε ξανά (με τον δεύτερο παράγοντα, αν έχετε) για να αλλάξετε τα κλειδιά πρόσβασής σας
api-reauthenticate-sign-in = Συνδεθείτε ξανά (με τον δεύτερο παράγοντα, αν έχετε) για να αλλάξετε τον τρόπο σύνδεσής σας
api-passkeys-unavailable = τα κλειδιά πρόσβασης δεν είναι διαθέσιμα σε αυτόν τον διακομιστή
api-passkey-not-found = δεν υπάρχει τέτοιο κλειδί πρόσβασης
api-passkey-no-ceremony = δεν εκκρεμεί καταχώριση κλειδιού πρόσβασης· ζητήστε νέες επιλογές
api-passkey-rejected = δεν ήταν δυνατή η επαλήθευση του κλειδιού πρόσβασης
api-passkey-registered = αυτό το κλειδί πρόσβασης είναι ήδη καταχωρισμένο
api-passkey-name-invalid = το όνομα ενός κλειδιού πρόσβασης έχει από 1 έως { $max } χαρακτήρες, χωρίς χαρακτήρες ελέγχου ή μορφοποίησης κατεύθυνσης κειμένου
api-passkeys-too-many = { $max ->
    [one] ένας λογαριασμός μπορεί να έχει το πολύ { $max } κλειδί πρόσβασης
   *[other] ένας λογαριασμός μπορεί να έχει το πολύ { $max } κλειδιά πρόσβασης
}

## Native-app API: upstream identity providers

api-upstream-unknown = Δεν υπάρχει εξωτερικός πάροχος με αυτό το ID
api-upstream-refused = Το id_token δεν έγινε αποδεκτό για αυτόν τον πάροχο
api-upstream-disabled = Ο λογαριασμός είναι απενεργοποιημένος
api-upstream-no-email = Το id_token δεν περιέχει διεύθυνση email για τη δημιουργία λογαριασμού
api-upstream-unverified-email = Ο πάροχος δεν εγγυάται τη διεύθυνση email του id_token: εγγραφείτε με αυτή τη διεύθυνση και, στη συνέχεια, συνδέστε τον πάροχο
api-upstream-unreachable = Δεν ήταν δυνατή η επικοινωνία με τον πάροχο· δοκιμάστε ξανά αργότερα
api-upstream-email-taken = Υπάρχει λογαριασμός με αυτή τη διεύθυνση: συνδεθείτε σε αυτόν και συνδέστε τον πάροχο από τη σελίδα του λογαριασμού
api-upstream-outside-domains = Η σύνδεση του οργανισμού δέχεται μόνο διευθύνσεις από τους επαληθευμένους τομείς του
api-upstream-unconfirmed-account = Υπάρχει λογαριασμός με αυτή τη διεύθυνση, αλλά δεν επιβεβαιώθηκε ποτέ: επιβεβαιώστε τον και, στη συνέχεια, συνδεθείτε ξανά μέσω του οργανισμού
api-upstream-operator-account = Ο λογαριασμός ενός χειριστή συνδέεται με τον δικό του κωδικό πρόσβασης και δεύτερο παράγοντα, όχι μέσω της σύνδεσης ενός οργανισμού
api-link-not-found = Ο λογαριασμός δεν είναι συνδεδεμένος με αυτόν τον πάροχο

## Admin API

api-admin-key-required = Το API διαχείρισης απαιτεί `Authorization: Bearer <κλειδί διαχείρισης>`
api-admin-status-once = το status το πολύ μία φορά
api-admin-parameters-once = κάθε παράμετρος το πολύ μία φορά
api-admin-duplicate-email = υπάρχει ήδη χρήστης με αυτή τη διεύθυνση email
api-admin-user-not-found = ο χρήστης δεν βρέθηκε
api-admin-client-not-found = ο πελάτης δεν βρέθηκε
api-admin-api-not-found = το API δεν βρέθηκε
api-admin-session-not-found = η περίοδος σύνδεσης δεν βρέθηκε
api-admin-delivery-not-found = η παράδοση δεν βρέθηκε
api-admin-webhook-not-found = το webhook δεν βρέθηκε

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Ανοίξτε τον σύνδεσμο στο πρόγραμμα περιήγησης όπου κάνατε την εγγραφή: οπουδήποτε αλλού θα σας ζητηθεί ο κωδικός πρόσβασης του λογαριασμού.
mail-change-where = Ανοίξτε τον σύνδεσμο στο πρόγραμμα περιήγησης όπου ζητήσατε την αλλαγή ή όπου είστε συνδεδεμένοι: οπουδήποτε αλλού θα σας ζητηθεί ο κωδικός πρόσβασής σας.
mail-not-yours-english = Δεν κάνατε εγγραφή ούτε ζητήσατε κάτι τέτοιο; Τότε μην το επιβεβαιώσετε: αγνοήστε αυτό το email και δεν θα γίνει τίποτα.
verify-password-lead = Για να επιβεβαιώσετε αυτή τη διεύθυνση εδώ, πληκτρολογήστε τον κωδικό πρόσβασης του λογαριασμού στον οποίο ανήκει. Αν κάνατε την εγγραφή σε εφαρμογή, πληκτρολογήστε αντί γι' αυτό τον κωδικό από το email στην εφαρμογή. Αν δεν κάνατε εγγραφή ούτε ζητήσατε κάτι τέτοιο, μην το επιβεβαιώσετε: κλείστε αυτή τη σελίδα.
verify-password = Ο κωδικός πρόσβασης του λογαριασμού
verify-password-needed = Πληκτρολογήστε τον κωδικό πρόσβασης του λογαριασμού για να επιβεβαιώσετε τη διεύθυνση σε αυτό το πρόγραμμα περιήγησης.
verify-wrong-password = Αυτός δεν είναι ο κωδικός πρόσβασης του λογαριασμού.

## After a password reset, every other way into the account

mail-reset-done-subject = Έγινε επαναφορά του κωδικού πρόσβασής σας
mail-reset-done-body = Μόλις έγινε επαναφορά του κωδικού πρόσβασης του λογαριασμού σας και όλες οι συσκευές που ήταν συνδεδεμένες αποσυνδέθηκαν.
mail-reset-done-still = Τα παρακάτω μπορούν ακόμη να χρησιμοποιηθούν για σύνδεση στον λογαριασμό σας:
mail-reset-done-remove = Αν κάποιο από αυτά δεν είναι δικό σας, συνδεθείτε με τον νέο κωδικό πρόσβασης και επιλέξτε «Κατάργηση όλων εκτός από τον νέο κωδικό πρόσβασης» στη σελίδα του λογαριασμού σας.
mail-reset-done-nothing-else = Δεν υπάρχει άλλος τρόπος σύνδεσης στον λογαριασμό σας: μόνο ο νέος κωδικός πρόσβασης.
mail-reset-done-factor-not-yours = Αν κατά τη σύνδεση σας ζητηθεί δεύτερος παράγοντας που δεν έχετε, δεν είναι δικός σας: ζητήστε από την υποστήριξη αυτής της υπηρεσίας να τον καταργήσει.
mail-reset-done-not-you = Αν δεν κάνατε εσείς την επαναφορά του κωδικού πρόσβασης, κάποιος μπορεί να διαβάζει τα email σας: ασφαλίστε πρώτα το γραμματοκιβώτιό σας και, στη συνέχεια, ορίστε ξανά νέο κωδικό πρόσβασης.
ways-in-passkey = Το κλειδί πρόσβασης «{ $name }»
ways-in-authenticator = Μια εφαρμογή ελέγχου ταυτότητας
ways-in-recovery-codes = { $count ->
    [one] { $count } αχρησιμοποίητος κωδικός ανάκτησης
   *[other] { $count } αχρησιμοποίητοι κωδικοί ανάκτησης
}
ways-in-link = Σύνδεση με { $provider }
ways-in-sessions = { $count ->
    [one] { $count } άλλη συνδεδεμένη συσκευή (παρατίθεται παρακάτω)
   *[other] { $count } άλλες συνδεδεμένες συσκευές (παρατίθενται παρακάτω)
}
account-review-heading = Έγινε επαναφορά του κωδικού πρόσβασής σας
account-review-lead = Ο κωδικός πρόσβασής σας επαναφέρθηκε στις { $date }. Τα παρακάτω μπορούν ακόμη να χρησιμοποιηθούν για σύνδεση στον λογαριασμό σας:
account-review-explain = Αν κάποιο από αυτά δεν είναι δικό σας, καταργήστε τα όλα: τότε μόνο ο νέος κωδικός πρόσβασης θα σας συνδέει και όλες οι άλλες συσκευές θα αποσυνδεθούν. Μπορείτε να προσθέσετε ξανά κλειδί πρόσβασης ή εφαρμογή ελέγχου ταυτότητας μετά.
account-review-remove = Κατάργηση όλων εκτός από τον νέο κωδικό πρόσβασης
account-review-keep = Είναι όλα δικά μου
account-review-gone = Δεν υπάρχει πλέον τίποτα προς έλεγχο.
account-review-removed = Καταργήθηκαν όλα εκτός από τον νέο κωδικό πρόσβασής σας και όλες οι άλλες συσκευές αποσυνδέθηκαν.
account-review-kept = Εντάξει: όλα παραμένουν ως έχουν.

## The second step locked after wrong codes

mail-factor-locked-subject = Κάποιος προσπάθησε να παρακάμψει τον δεύτερο παράγοντά σας
mail-factor-locked-body = { $minutes ->
    [one] Κάποιος πληκτρολόγησε τον κωδικό πρόσβασής σας και στη συνέχεια πέντε λανθασμένους κωδικούς δεύτερου παράγοντα. Η σύνδεση στον λογαριασμό σας έχει ανασταλεί για { $minutes } λεπτό.
   *[other] Κάποιος πληκτρολόγησε τον κωδικό πρόσβασής σας και στη συνέχεια πέντε λανθασμένους κωδικούς δεύτερου παράγοντα. Η σύνδεση στον λογαριασμό σας έχει ανασταλεί για { $minutes } λεπτά.
}
mail-factor-locked-not-you = Αν δεν ήσασταν εσείς, κάποιος γνωρίζει τον κωδικό πρόσβασής σας: ορίστε νέο τώρα.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = ένας ρόλος κονσόλας απαιτεί επαληθευμένη διεύθυνση: ο χρήστης πρέπει πρώτα να επιβεβαιώσει τη διεύθυνσή του
console-gate-unverified = Η κονσόλα ανοίγει μόνο για χειριστές με επαληθευμένη διεύθυνση. Επιβεβαιώστε τη διεύθυνσή σας με τον σύνδεσμο του email επαλήθευσης και, στη συνέχεια, ανοίξτε ξανά την κονσόλα.
console-gate-idle-lead = Συνδεθείτε ξανά για να ανοίξετε την κονσόλα
console-gate-idle = Η κονσόλα δεν χρησιμοποιήθηκε για { $minutes } λεπτά, γι' αυτό σας ζητά να συνδεθείτε ξανά. Παραμένετε συνδεδεμένοι στον λογαριασμό σας.
console-webhook-url-once = Το URL του, που εμφανίζεται ολόκληρο μόνο τώρα (η λίστα αποκρύπτει ό,τι ακολουθεί το «?», όπου μπορεί να υπάρχει διακριτικό):
console-webhook-query-hidden = Ό,τι ακολουθεί το «?» στο URL ενός τελικού σημείου αποκρύπτεται: μπορεί να περιέχει το διακριτικό του παραλήπτη.
## Signing in with a code mailed to the address (no password)

page-login-email-code = Αποστολή κωδικού με email
page-code-ask-title = Σύνδεση με κωδικό
page-code-ask-lead = Πληκτρολογήστε τη διεύθυνση email σας: θα σας στείλουμε έναν κωδικό για να συνδεθείτε, χωρίς κωδικό πρόσβασης.
page-code-ask-button = Αποστολή κωδικού με email
page-code-invalid-email = Πληκτρολογήστε μια πλήρη διεύθυνση email, όπως name@example.com.
page-code-not-allowed = Αυτή η εφαρμογή ζητά τον κωδικό πρόσβασής σας ή ένα κλειδί πρόσβασης: η σύνδεση με κωδικό μέσω email δεν προσφέρεται εδώ.
page-code-title = Ελέγξτε τα email σας
page-code-lead = { $minutes ->
    [one] Ένα email είναι καθ' οδόν προς { $email }. Πληκτρολογήστε τον εξαψήφιο κωδικό που περιέχει: ισχύει για { $minutes } λεπτό, για μία χρήση.
   *[other] Ένα email είναι καθ' οδόν προς { $email }. Πληκτρολογήστε τον εξαψήφιο κωδικό που περιέχει: ισχύει για { $minutes } λεπτά, για μία χρήση.
}
page-code-field = Κωδικός σύνδεσης
page-code-name = Το όνομά σας, αν δεν έχετε ακόμη λογαριασμό
page-code-button = Σύνδεση
page-code-again = Αποστολή νέου κωδικού
page-code-wrong = Ο κωδικός δεν είναι σωστός ή έχει λήξει. Ελέγξτε το πιο πρόσφατο email ή ζητήστε νέο κωδικό.
page-code-link-title = Σύνδεση
page-code-link-lead = Συνδεθείτε στον λογαριασμό σας σε αυτό το πρόγραμμα περιήγησης.
page-code-link-button = Σύνδεση
page-code-link-elsewhere-title = Πληκτρολογήστε αυτόν τον κωδικό εκεί όπου τον ζητήσατε
page-code-link-elsewhere = Αυτός ο σύνδεσμος άνοιξε σε διαφορετικό πρόγραμμα περιήγησης ή εφαρμογή από αυτό που τον ζήτησε. Πληκτρολογήστε εκεί αυτόν τον κωδικό:
page-code-link-ended-title = Αυτός ο σύνδεσμος έληξε
page-code-link-ended = Ο σύνδεσμος έχει χρησιμοποιηθεί, έχει αντικατασταθεί από νεότερο ή είναι πολύ παλιός. Ζητήστε νέο κωδικό εκεί όπου συνδέεστε.
api-sign-in-code-refused = Ο κωδικός είναι λάθος, έχει χρησιμοποιηθεί, έχει αντικατασταθεί ή έχει λήξει: ζητήστε νέο
api-login-code-or-password = Στείλτε κωδικό πρόσβασης ή κωδικό σύνδεσης, όχι και τα δύο
api-code-code-sent = Ένα email με κωδικό σύνδεσης είναι καθ' οδόν· ο κωδικός ισχύει για λίγα λεπτά, για μία χρήση
api-code-sign-in-code-not-allowed = Η σύνδεση με κωδικό μέσω email δεν προσφέρεται εδώ: χρησιμοποιήστε τον κωδικό πρόσβασής σας ή ένα κλειδί πρόσβασης

## Mail: a sign-in code

mail-code-subject = Ο κωδικός σύνδεσής σας
mail-code-asked = Κάποιος ζήτησε να συνδεθεί με αυτή τη διεύθυνση. Ο κωδικός που πρέπει να πληκτρολογηθεί είναι:
mail-code-minutes = { $minutes ->
    [one] Ο κωδικός και ο παρακάτω σύνδεσμος ισχύουν για { $minutes } λεπτό και για μία μόνο χρήση· ένα νεότερο αίτημα τους αντικαθιστά.
   *[other] Ο κωδικός και ο παρακάτω σύνδεσμος ισχύουν για { $minutes } λεπτά και για μία μόνο χρήση· ένα νεότερο αίτημα τους αντικαθιστά.
}
mail-code-new-account = Κανένας λογαριασμός δεν χρησιμοποιεί ακόμη αυτή τη διεύθυνση: η σύνδεση με τον κωδικό δημιουργεί έναν.
mail-code-button = Σύνδεση
mail-code-not-you = Αν δεν ήσασταν εσείς, αγνοήστε αυτό το email: κανείς δεν μπορεί να συνδεθεί χωρίς τον κωδικό.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Σύνδεση με αυτή τη διεύθυνση
mail-no-account-body = Κάποιος ζήτησε κωδικό για να συνδεθεί με αυτή τη διεύθυνση, αλλά κανένας λογαριασμός εδώ δεν τη χρησιμοποιεί.
mail-no-account-not-you = Αν δεν ήσασταν εσείς, αγνοήστε αυτό το email: δεν άλλαξε τίποτα.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Οι χρήστες μπορούν να συνδέονται με κωδικό μέσω email
api-name-invalid = Το όνομα είναι πολύ μεγάλο ή περιέχει χαρακτήρες ελέγχου
