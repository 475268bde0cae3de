# Malay: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Bahasa

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Alamat e-mel atau kata laluan tidak betul. Akaun baharu boleh log masuk setelah alamatnya disahkan: semak e-mel anda untuk mendapatkan pautannya.
error-throttled = Terlalu banyak percubaan yang gagal. Tunggu beberapa minit, kemudian cuba lagi.
error-busy = Terlalu ramai orang sedang log masuk sekarang. Sila cuba sebentar lagi.
error-missing-fields = Masukkan alamat e-mel dan kata laluan anda.
error-expired-form = Borang ini telah tamat tempoh. Sila log masuk semula.
error-second-factor-in-app = Akaun ini dilindungi oleh faktor kedua. Log masuk di halaman akaun anda dahulu (halaman itu akan meminta kod), kemudian kembali ke sini.
error-wrong-second-factor = Kod tidak betul, telah digunakan atau dimasukkan terlalu lewat. Sila log masuk semula.
error-passkey-refused = Kunci laluan itu tidak dapat digunakan, atau percubaan mengambil masa terlalu lama. Cuba lagi, atau log masuk dengan kata laluan anda.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Terlalu banyak permintaan. Tunggu beberapa minit, kemudian cuba lagi.
error-expired-form-again = Borang ini telah tamat tempoh. Sila cuba lagi.

## Error pages (a heading and a paragraph)

error-bad-link-title = Pautan tidak sah
error-bad-link-text = Pautan ini tidak sah lagi: pautan telah digunakan, tamat tempoh atau digantikan dengan pautan yang lebih baharu. Minta pautan baharu.

error-form-title = Log masuk gagal
error-form-too-large = Borang terlalu besar.
error-form-unreadable = Borang tidak dapat dibaca. Sila kembali dan cuba lagi.
error-cross-site-title = Permintaan ditolak
error-cross-site-text = Borang ini dihantar dari laman web lain. Buka halaman log masuk sekali lagi dan hantar borang dari situ.

error-unavailable-title = Cuba sebentar lagi
error-unavailable-text = Perkhidmatan log masuk sibuk atau tidak tersedia. Sila cuba sebentar lagi.
error-failed-title = Ada sesuatu yang tidak kena
error-failed-text = Log masuk tidak dapat diselesaikan. Sila cuba lagi.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Mengetahui siapa anda
scope-email = Melihat alamat e-mel anda
scope-profile = Melihat profil anda: nama, gambar, nombor telefon dan negara
scope-authorization = Melihat profil anda dan sesi log masuk anda
scope-organizations = Melihat organisasi yang anda sertai dan peranan anda di dalamnya
scope-api = Menggunakan { $api } bagi pihak anda

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: masukkan kod yang dipaparkan oleh apl pengesah anda atau kod pemulihan, atau gunakan kunci laluan anda.
page-second-step-passkey = { $purpose }: gunakan kunci laluan anda.
page-second-step-code = { $purpose }: masukkan kod yang dipaparkan oleh apl pengesah anda, atau salah satu kod pemulihan anda.
page-second-step-use-passkey = Gunakan kunci laluan anda

## Login page

page-login-title = Log masuk
page-login-email = E-mel
page-login-password = Kata laluan
page-login-button = Log masuk
page-login-with-provider = Log masuk dengan { $provider }
page-login-passkey = Log masuk dengan kunci laluan
page-login-forgot = Lupa kata laluan anda?
page-login-organization = Log masuk dengan organisasi anda
page-organization-title = Log masuk dengan organisasi anda
page-organization-lead = Masukkan alamat e-mel kerja anda atau ID organisasi anda untuk meneruskan dengan log masuk organisasi tersebut.
page-organization-field = E-mel kerja atau ID organisasi
page-organization-button = Teruskan
page-organization-unknown = Tiada organisasi yang log masuk dengan alamat atau ID ini. Semak semula, atau log masuk dengan alamat e-mel dan kata laluan anda.
login-sso-required = Organisasi anda yang menguruskan log masuk anda: gunakan log masuk organisasi anda.
login-sso-required-named = { $organization } yang menguruskan log masuk anda: gunakan log masuknya di bawah.
page-login-new-here = Baharu di sini?
page-login-create-account = Buat akaun

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Sambungkan peranti
page-device-code-lead = Masukkan kod yang dipaparkan pada TV, konsol permainan atau peranti lain anda.
page-device-code-label = Kod
page-device-code-button = Teruskan
page-device-confirm-heading = Sambungkan { $client }?
page-device-confirm-lead = Peranti yang memaparkan kod { $code } meminta untuk menggunakan akaun anda { $email }. Benarkan hanya jika anda sendiri yang memulakan proses ini pada peranti tersebut.
page-device-confirm-able = Ia akan dapat:
page-device-confirm-deny = Tolak
page-device-confirm-allow = Benarkan

## Account page

page-account-title = Akaun anda
page-account-signed-in-as = Log masuk sebagai { $email }
page-account-signed-in-as-unconfirmed = Log masuk sebagai { $email } (alamat belum disahkan: lihat e-mel yang kami hantar)
page-account-sessions-heading = Tempat anda log masuk
page-account-session-app = apl { $package }
page-account-this-browser = Penyemak imbas ini
page-account-sign-out-session = Log keluar
page-account-sign-out-others = Log keluar di semua tempat lain
page-account-profile-heading = Profil
page-account-profile-save = Simpan profil
page-account-password-heading = Kata laluan
page-account-current-password = Kata laluan semasa
page-account-new-password = Kata laluan baharu (sekurang-kurangnya 10 aksara)
page-account-password-change = Tukar kata laluan
page-account-email-heading = Alamat e-mel
page-account-email-explain = Pautan akan dihantar ke alamat baharu; akaun anda berpindah ke alamat itu apabila pautan digunakan. Sehingga itu, anda log masuk dengan alamat ini.
page-account-new-email = Alamat e-mel baharu
page-account-email-password = Kata laluan
page-account-email-change = Tukar alamat e-mel
page-account-data-heading = Data anda
page-account-data-explain = Semua yang disimpan oleh perkhidmatan ini tentang akaun anda (profil, sesi berserta peranti dan lokasinya, penyedia yang dipautkan, faktor kedua, peristiwa keselamatan tentang anda), dalam satu fail JSON. Fail ini tidak mengandungi kata laluan atau sebarang rahsia.
page-account-data-download = Muat turun data anda
page-account-delete-heading = Padamkan akaun anda
page-account-delete-explain = Mengalih keluar profil, sesi, faktor kedua dan penyedia yang dipautkan, serta melog keluar anda di semua tempat.
page-account-delete-link = Padamkan akaun anda

## Sign-out confirmation

page-logout-title = Log keluar
page-logout-question = Log keluar daripada akaun anda pada penyemak imbas ini?
page-logout-button = Log keluar

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Masukkan kata laluan.
rule-password-too-short = Kata laluan mesti mempunyai sekurang-kurangnya { $min } aksara.
rule-password-too-long = Kata laluan tidak boleh melebihi { $max } aksara.
rule-password-is-email = Kata laluan tidak boleh sama dengan alamat e-mel.
rule-password-refused = Kata laluan ini tidak boleh digunakan. Sila pilih kata laluan lain.
rule-email-invalid = Masukkan alamat e-mel yang boleh menerima e-mel, seperti name@example.com.
rule-email-same = Itu sudah pun alamat akaun ini.
rule-field-invalid = Satu medan terlalu panjang atau mengandungi aksara yang tidak dibenarkan.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = nama klien mesti mempunyai 1 hingga 200 aksara
rule-client-name-characters = nama klien tidak boleh mengandungi aksara kawalan atau aksara pemformatan dwiarah
rule-resource-server-confidential = pelayan sumber mestilah klien sulit
rule-client-credentials-confidential = client_credentials memerlukan klien sulit
rule-public-client-secret = klien awam tidak mempunyai rahsia
rule-shared-signals-confidential = penerima Shared Signals mestilah klien sulit
rule-organization-for-receivers = hanya penerima Shared Signals yang terikat kepada organisasi
rule-profile-field-length = medan profil terhad kepada { $max } aksara
rule-profile-field-characters = medan profil tidak boleh mengandungi aksara kawalan atau aksara pemformatan dwiarah
rule-unknown-event-type = jenis peristiwa tidak diketahui "{ $name }"; yang diketahui: { $known }
rule-no-event-type = peristiwa mesti menamakan sekurang-kurangnya satu jenis peristiwa
rule-secret-prefix = rahsia mesti bermula dengan whsec_
rule-secret-encoding = rahsia mestilah whsec_ diikuti base64
rule-secret-length = rahsia mestilah 24 hingga 64 bait
rule-delivery-status = status mestilah pending, delivered atau failed
rule-not-a-timestamp = { $name } mestilah cap masa RFC 3339
rule-not-a-user-id = user mestilah ID pengguna
rule-not-an-email = email mestilah alamat e-mel
rule-unknown-audit-type = jenis peristiwa tidak diketahui
rule-unknown-cursor = cursor bukan nilai yang diberikan oleh API ini
rule-page-size = limit mestilah dari 1 hingga 500
rule-no-scope = sekurang-kurangnya satu skop diperlukan
rule-undefined-scopes = API ini hanya mentakrifkan skop berikut: { $scopes }
rule-role-name = peranan mestilah admin, support, viewer atau none
rule-already-verified = alamat sudah pun disahkan

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = untuk meneruskan ke { $client }
login-failed-title = Log masuk gagal
login-malformed-link = Format pautan log masuk tidak betul.
login-request-missing-client = Permintaan tidak menamakan apl.
login-request-unknown-client = Apl ini tidak didaftarkan, atau telah dilumpuhkan.
login-request-missing-redirect-uri = Permintaan tidak menyatakan tempat untuk kembali (redirect_uri).
login-request-unregistered-redirect-uri = redirect_uri tidak didaftarkan untuk apl ini.
login-request-state-too-long = Parameter state terlalu panjang.
login-request-invalid = Permintaan log masuk tidak sah.

## Signing out of the browser.

login-signout-failed-title = Log keluar gagal
login-signout-malformed-link = Format pautan log keluar tidak betul.
login-signed-out-title = Telah log keluar
login-signed-out-text = Anda telah log keluar pada penyemak imbas ini.

## The second step after a password, and an app that needs one.

second-step-title = Log masuk dua langkah
second-step-code-label = Kod
second-step-continue = Teruskan
second-step-enrol-title = Sediakan faktor kedua
second-step-enrol-text = { $client } memerlukan log masuk dua faktor. Sediakan apl pengesah atau kunci laluan di halaman akaun anda, kemudian log masuk ke { $client } semula.
second-step-enrol-link = Buka halaman akaun anda

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Apl pengesah
second-step-app-on = Apl pengesah telah disediakan; { $count } kod pemulihan belum digunakan.
second-step-app-remove = Alih keluar apl pengesah
second-step-app-intro = Kod daripada apl seperti Google Authenticator atau 1Password, yang diminta selepas anda memasukkan kata laluan.
second-step-app-set-up = Sediakan apl pengesah
second-step-app-qr-label = Kod QR untuk apl pengesah anda
second-step-app-setup-title = Sediakan apl pengesah
second-step-app-setup-lead = Imbas kod dengan apl pengesah anda, kemudian masukkan enam digit yang dipaparkannya.
second-step-app-setup-key = Atau taip kunci ini ke dalam apl:
second-step-app-code-label = Kod daripada apl
second-step-app-turn-on = Hidupkan
second-step-app-cancel = Batal
second-step-recovery-title = Simpan kod pemulihan anda
second-step-recovery-lead = Apl pengesah telah dihidupkan. Jika telefon anda hilang, setiap kod ini boleh digunakan untuk log masuk sekali. Simpan kod ini di tempat yang selamat: kod ini tidak akan dipaparkan lagi.
second-step-recovery-back = Kembali ke akaun anda

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Log masuk dengan kunci laluan
passkey-not-used = Tiada kunci laluan digunakan. Cuba lagi, atau gunakan kata laluan anda.
passkey-section-heading = Kunci laluan
passkey-section-intro = Kunci laluan membolehkan anda log masuk dengan cap jari, wajah atau kunci skrin dan bukannya kata laluan.
passkey-rename-label = Nama baharu
passkey-rename-button = Namakan semula
passkey-remove-button = Alih keluar
passkey-new-name-label = Nama untuk kunci laluan baharu
passkey-new-name-placeholder = Komputer riba ini
passkey-add-button = Tambah kunci laluan
passkey-already-registered = Kunci laluan ini sudah pun didaftarkan.
passkey-not-added = Tiada kunci laluan ditambah. Cuba lagi.

## The consent screen.

consent-heading = Benarkan { $client } menggunakan akaun anda?
consent-lead = Anda log masuk sebagai { $account }. { $client } ialah apl yang dibuat oleh pihak lain; apl ini meminta untuk:
consent-revoke-note = Anda boleh menarik balik aksesnya di halaman akaun anda pada bila-bila masa.
consent-deny = Tolak
consent-allow = Benarkan
consent-title = Benarkan { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = untuk menyambungkan peranti ke akaun anda
device-code-unknown = Kod itu tidak betul, telah tamat tempoh atau telah digunakan. Semak kod pada peranti anda dan cuba lagi.
device-code-throttled = Terlalu banyak kod yang salah. Tunggu beberapa minit, kemudian cuba lagi.
device-code-form-expired = Borang ini telah tamat tempoh. Sila masukkan kod sekali lagi.
device-connected-title = Peranti disambungkan
device-connected-text = { $client } kini disambungkan ke akaun anda. Anda boleh kembali ke peranti anda.
device-denied-title = Permintaan ditolak
device-denied-text = { $client } tidak disambungkan. Anda boleh menutup halaman ini.
device-two-factors-title = Log masuk dua faktor diperlukan
device-two-factors-text = { $client } memerlukan log masuk dua faktor. Di halaman akaun anda, log masuk dengan faktor kedua anda (atau sediakan satu), kemudian masukkan kod di sini sekali lagi.
device-two-factors-link = Buka halaman akaun anda

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Gagal memautkan
upstream-link-from-account-page = Pautkan penyedia menggunakan butangnya di halaman akaun anda.
upstream-link-expired = Halaman ini telah tamat tempoh. Kembali ke halaman akaun anda, muat semula halaman itu dan cuba lagi.
upstream-unknown-provider = Tiada penyedia log masuk sedemikian.
upstream-bad-state = Log masuk ini telah digunakan, telah tamat tempoh atau dimulakan dalam penyemak imbas lain. Kembali ke apl dan log masuk semula.
upstream-denied = Penyedia tidak membenarkan anda log masuk. Kembali ke apl dan cuba lagi.
upstream-refused = Jawapan penyedia tidak dapat diterima. Kembali ke apl dan log masuk semula.
upstream-unavailable = Penyedia log masuk tidak dapat dihubungi. Cuba sebentar lagi, atau log masuk dengan cara lain.
upstream-email-taken = Akaun dengan alamat e-mel ini sudah wujud. Log masuk ke akaun itu dengan kata laluan atau kunci laluannya, kemudian pautkan penyedia ini di halaman akaun anda.
upstream-outside-domains = Log masuk organisasi anda hanya boleh digunakan untuk alamat daripada domain organisasi sendiri yang telah disahkan.
upstream-unconfirmed-account = Akaun dengan alamat e-mel ini wujud, tetapi alamatnya tidak pernah disahkan. Sahkan alamat itu (atau tetapkan semula kata laluannya), kemudian log masuk melalui organisasi anda semula.
upstream-operator-account = Akaun ini mempunyai peranan dalam konsol pengendali: akaun ini log masuk dengan kata laluan dan faktor keduanya sendiri, bukan melalui log masuk organisasi.
upstream-registration-closed = Akaun ini tidak dikenali di sini, dan pendaftaran akaun baharu tidak dibuka. Minta akaun daripada pengendali.
upstream-no-email = Penyedia tidak berkongsi alamat e-mel, yang diperlukan oleh akaun baharu.
upstream-unverified-email = Penyedia tidak mengesahkan bahawa alamat e-mel ini milik anda, jadi akaun tidak boleh dibuat dengannya. Buat akaun dengan alamat e-mel anda, kemudian pautkan penyedia di halaman akaun anda.
upstream-linked-elsewhere = Log masuk ini sudah dipautkan ke akaun lain.
upstream-already-linked = Akaun anda sudah dipautkan ke penyedia ini, dengan log masuk yang lain. Nyahpautkan log masuk itu dahulu.
upstream-disabled = Akaun ini telah dilumpuhkan.
upstream-reauthenticate = Log masuk semula di halaman akaun anda, kemudian pautkan penyedia.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Buat akaun anda
signup-lead = Kami akan menghantar e-mel kepada anda untuk mengesahkan alamat anda.
signup-email = E-mel
signup-password = Kata laluan (sekurang-kurangnya 10 aksara)
signup-name = Nama (pilihan)
signup-button = Buat akaun
signup-closed-title = Pendaftaran ditutup
signup-closed-text = Akaun baharu dibuat oleh pengendali perkhidmatan ini. Minta akaun daripada mereka.
signup-sent-title = Semak e-mel anda
signup-sent-text = Kami telah menghantar e-mel untuk mengesahkan alamat anda. Ikuti pautannya; anda sudah boleh log masuk.
signup-sent-continue-text = Kami telah menghantar e-mel untuk mengesahkan alamat anda. Anda boleh log masuk dan meneruskan sekarang.
signup-sent-continue = Log masuk dan teruskan

## Address confirmation page (opened from the mailed link)

verify-title = Sahkan alamat e-mel anda
verify-lead = Sahkan bahawa alamat e-mel ini milik anda, supaya akaun anda boleh menggunakannya. Jika anda tidak membuat akaun atau menukar alamatnya di sini, jangan sahkan: tutup halaman ini.
verify-button = Sahkan alamat saya
verify-done-title = Alamat e-mel disahkan
verify-done-text = Terima kasih: alamat e-mel anda telah disahkan. Anda boleh menutup halaman ini.

## Password reset request page

forgot-title = Lupa kata laluan anda?
forgot-lead = Masukkan alamat e-mel anda. Jika alamat itu mempunyai akaun, kami akan menghantar pautan kepada anda untuk menetapkan kata laluan baharu.
forgot-email = E-mel
forgot-button = Hantar pautan
forgot-sent-title = Semak e-mel anda
forgot-sent-text = Jika alamat ini mempunyai akaun, e-mel dengan pautan untuk menetapkan kata laluan baharu sedang dihantar. Pautan ini sah selama 30 minit.

## New password page (opened from the mailed link)

reset-title = Tetapkan kata laluan baharu
reset-lead = Pilih kata laluan antara 10 hingga 256 aksara. Semua peranti yang log masuk ke akaun anda akan dilog keluar.
reset-password = Kata laluan baharu
reset-button = Tetapkan kata laluan
reset-done-title = Kata laluan ditetapkan
reset-done-text = Kata laluan baharu anda telah ditetapkan, dan semua peranti yang log masuk telah dilog keluar. Log masuk semula dengan kata laluan baharu.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Profil anda telah disimpan.
account-password-changed = Kata laluan anda telah ditukar; semua peranti lain telah dilog keluar.
account-email-requested = Jika alamat itu boleh digunakan, pautan untuk mengesahkannya sedang dihantar ke alamat tersebut: alamat anda akan bertukar apabila pautan itu digunakan.
account-session-signed-out = Sesi itu telah dilog keluar.
account-others-signed-out = Semua sesi lain telah dilog keluar.
account-console-needs-factor = Konsol pengendali memerlukan faktor kedua: tambah apl pengesah atau kunci laluan di bawah, kemudian log masuk semula dengannya.
account-form-expired = Borang ini telah tamat tempoh. Sila cuba lagi.
account-login-lead = untuk melihat dan menukar akaun anda
account-sign-in-again-lead = semula untuk menukar cara anda log masuk
account-sign-in-again = Untuk keselamatan anda, log masuk semula (dengan faktor kedua anda, jika ada) sebelum anda menambah atau mengalih keluar cara log masuk.
account-second-step-purpose = untuk membuka akaun anda
account-profile-name = Nama
account-profile-mobile = Nombor telefon bimbit
account-profile-picture = URL gambar
account-profile-country-code = Kod negara
account-profile-country = Negara
account-profile-city = Bandar
account-profile-postal-code = Poskod
account-session-unknown-device = Peranti tidak diketahui
account-session-unknown-app = apl tidak diketahui
account-session-when = Log masuk { $since } · kali terakhir aktif { $active }
account-provider-not-linked = Penyedia itu tidak dipautkan ke akaun anda.
account-last-sign-in-method = Ini satu-satunya cara untuk log masuk ke akaun anda. Tambah kunci laluan atau tetapkan kata laluan (Lupa kata laluan anda?) dahulu.
account-session-gone = Sesi itu sudah dilog keluar.
account-wrong-password = Kata laluan semasa tidak betul.
account-too-many-passwords = Terlalu banyak kata laluan yang salah. Tunggu beberapa minit, kemudian cuba lagi.
account-unknown-action = Tindakan itu tidak disokong oleh halaman ini.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Apl pengesah telah dialih keluar.
factors-passkey-added = Kunci laluan anda telah ditambah: mulai sekarang anda boleh log masuk dengannya.
factors-passkey-renamed = Kunci laluan telah dinamakan semula.
factors-passkey-removed = Kunci laluan telah dialih keluar.
factors-passkey-added-on = Ditambah { $date }
factors-passkey-last-used = kali terakhir digunakan { $date }
factors-passkey-synced = disegerakkan
factors-wrong-code = Kod itu tidak betul. Semak jam apl dan masukkan kod yang dipaparkannya sekarang.
factors-too-many-codes = Terlalu banyak kod yang salah. Tunggu beberapa minit, kemudian cuba lagi.
factors-totp-already = Apl pengesah sudah pun disediakan.
factors-totp-nothing-pending = Tiada apl pengesah yang sedang disediakan. Mulakan semula.
factors-totp-not-set-up = Tiada apl pengesah disediakan.
factors-passkey-registered = Kunci laluan itu sudah pun didaftarkan.
factors-passkey-too-many = Akaun anda sudah mempunyai bilangan maksimum kunci laluan: alih keluar satu dahulu.
factors-passkey-too-many-attempts = Terlalu banyak percubaan. Tunggu beberapa minit, kemudian cuba lagi.
factors-passkey-name-length = Nama kunci laluan mesti mempunyai 1 hingga 64 aksara.
factors-passkey-not-yours = Kunci laluan itu bukan milik anda lagi.
factors-passkey-not-added = Kunci laluan tidak dapat ditambah, atau proses mengambil masa terlalu lama. Cuba lagi.
factors-page-expired = Halaman ini telah tamat tempoh; muat semula halaman.
factors-sign-in-again = Log masuk semula.
factors-passkeys-unavailable = Kunci laluan tidak tersedia pada pelayan ini.
factors-sign-in-to-add = Log masuk semula untuk menambah kunci laluan.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Log masuk dengan akaun lain
links-linked = Penyedia telah dipautkan: mulai sekarang anda boleh log masuk ke akaun ini melaluinya.
links-unlinked = Penyedia telah dinyahpautkan.
links-linked-on = dipautkan { $date }
links-unlink = Nyahpaut
links-link = Pautkan { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Apl yang mempunyai akses
apps-allowed-on = dibenarkan { $date }
apps-remove = Alih keluar akses
apps-removed = Akses apl telah dialih keluar; apl telah dilog keluar.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Padamkan akaun anda
delete-explain-lead = Anda boleh memadamkan sendiri akaun anda dan semua yang disimpan tentangnya.
delete-explain-sign-in = Log masuk: dengan kata laluan anda, kunci laluan atau penyedia yang anda gunakan semasa mendaftar ("Log masuk dengan …").
delete-explain-confirm = Sahkan bahawa akaun ini patut dipadamkan.
delete-explain-what = Apa yang dipadamkan: profil anda (nama, alamat e-mel, nombor telefon, gambar, lokasi), kata laluan anda, semua sesi berserta peranti dan lokasi yang direkodkan bersamanya, faktor kedua, kunci laluan, penyedia log masuk yang dipautkan, dan semua token yang dikeluarkan kepada apl. Semua peranti akan dilog keluar. Log keselamatan menyimpan entrinya tentang anda di bawah nama rawak, tanpa alamat IP, selama tidak lebih daripada { $days } hari.
delete-explain-now = Bila: serta-merta. Pengesahan akan dihantar ke alamat e-mel anda.
delete-explain-later = Bila: { $days } hari selepas anda memintanya; jika anda log masuk sebelum itu, akaun akan dikekalkan. Pengesahan akan dihantar ke alamat e-mel anda.
delete-explain-apps = Apl juga boleh memadamkan akaun daripada tetapannya.
delete-explain-link = Log masuk dan padamkan akaun anda
delete-login-lead = untuk memadamkan akaun anda
delete-confirm-what = Tindakan ini memadamkan profil, sesi, faktor kedua, kunci laluan dan penyedia yang dipautkan, serta melog keluar anda pada semua peranti.
delete-confirm-later = Akaun akan dipadamkan selepas { $days } hari; jika anda log masuk sebelum itu, akaun akan dikekalkan.
delete-confirm-now = Tindakan ini tidak boleh dibuat asal.
delete-confirm-check = Padamkan akaun saya dan semua yang disimpan tentangnya
delete-confirm-button = Padamkan akaun saya
delete-confirm-keep = Kekalkan akaun saya
delete-done-title = Akaun dipadamkan
delete-done = Akaun anda dan semua yang disimpan tentangnya telah dipadamkan. Pengesahan sedang dihantar ke alamat e-mel anda.
delete-scheduled-title = Pemadaman akaun dijadualkan
delete-scheduled = Semua sesi telah tamat. Akaun anda akan dipadamkan pada { $date }; log masuk sebelum tarikh itu untuk mengekalkannya.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Bahasa
account-language-help = Bahasa halaman akaun ini dan e-mel yang dihantar kepadanya.
account-language-save = Simpan bahasa
account-language-saved = Bahasa anda telah disimpan.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konsol
console-nav-signed-in = Konsol · log masuk sebagai { $email } ({ $role })
console-nav-your-account = Akaun anda
console-nav-label = Konsol
console-nav-overview = Gambaran keseluruhan
console-nav-users = Pengguna
console-nav-organizations = Organisasi
console-nav-clients = Klien
console-nav-apis = API
console-nav-webhooks = Webhook
console-nav-audit = Jejak audit
console-nav-keys = Kunci
console-nav-settings = Tetapan

console-frame-role-admin = pentadbir
console-frame-role-support = sokongan
console-frame-role-viewer = pemerhati
console-frame-role-none = tiada
console-frame-table-empty = { $caption }: tiada.
console-frame-age-days = { $count } hari
console-frame-age-hours = { $count } jam
console-frame-age-minutes = { $count } minit

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Peranan konsol anda tidak membenarkan akses ke halaman ini. Hubungi pentadbir jika anda memerlukannya.
console-gate-form-expired = Borang ini telah tamat tempoh atau tidak dihantar daripada konsol. Buka halaman ini semula dan cuba lagi.
console-gate-change-not-allowed = Peranan konsol anda tidak membenarkan perubahan ini.
console-gate-no-role = Akaun anda tidak mempunyai peranan dalam konsol. Pentadbir boleh memberikan peranan kepada anda.
console-gate-not-allowed-title = Tidak dibenarkan
console-gate-not-found-title = Tidak ditemui
console-gate-not-done-title = Tidak dilakukan
console-gate-sign-in-again-lead = semula, dengan faktor kedua anda, untuk membuka konsol
console-gate-needs-second-factor = Konsol memerlukan log masuk dengan faktor kedua anda (apl pengesah atau kunci laluan anda).
console-gate-no-such-user = Tiada pengguna sedemikian.
console-gate-no-such-client = Tiada klien sedemikian.
console-gate-no-such-api = Tiada API sedemikian.
console-gate-no-such-webhook = Tiada webhook sedemikian.
console-gate-no-such-delivery = Tiada penghantaran sedemikian.
console-gate-no-such-session = Tiada sesi sedemikian.
console-gate-no-such-link = Tiada pautan sedemikian.
console-gate-no-such-organization = Tiada organisasi sedemikian.
console-gate-no-such-domain = Tiada domain sedemikian.
console-gate-no-such = Tiada { $what } sedemikian.
console-gate-duplicate-email = Pengguna dengan e-mel itu sudah wujud.
console-gate-last-sign-in-method = Pautan ini ialah cara terakhir untuk log masuk ke akaun: tetapkan kata laluan dahulu.
console-gate-api-exists = API dengan pengecam itu sudah wujud.
console-gate-disable-client-first = Lumpuhkan klien sebelum memadamkannya.

## The console's overview page.

console-overview-title = Gambaran keseluruhan
console-overview-find-user = Cari pengguna
console-overview-accounts = Akaun
console-overview-live-sessions = Sesi aktif
console-overview-sign-ins = Log masuk, 24 j
console-overview-failed-sign-ins = Log masuk gagal, 24 j
console-overview-lockouts = Sekatan semasa
console-overview-failing-deliveries = Penghantaran webhook yang gagal
console-overview-chart-heading = Log masuk dalam 24 jam yang lalu
console-overview-counted = Dikira pada { $at } (data lewat tidak lebih daripada satu minit).
console-overview-chart-label = Log masuk setiap jam dalam 24 jam yang lalu: { $succeeded } berjaya, { $failed } gagal
console-overview-chart-hour = { $time }: { $succeeded } berjaya, { $failed } gagal
console-overview-chart-start = 24 jam lalu
console-overview-chart-end = sekarang
console-overview-legend-succeeded = berjaya ({ $count })
console-overview-legend-failed = gagal ({ $count })
console-overview-keys-heading = Kunci tandatangan
console-overview-keys-caption = Kunci tandatangan, terbaharu dahulu
console-overview-key = Kunci
console-overview-algorithm = Algoritma
console-overview-state = Keadaan
console-overview-age = Usia
console-overview-signing-for = Menandatangani selama
console-overview-key-pending = belum aktif
console-overview-key-active = aktif
console-overview-key-retired = dihentikan
console-overview-keys-link = Kunci dan putaran

## The console's users list.

console-users-title = Pengguna
console-users-deleted = Pengguna telah dipadamkan.
console-users-search-label = Alamat, nama atau ID pengguna
console-users-search = Cari
console-users-search-help = Alamat dipadankan dari permulaannya, nama dari permulaan mana-mana perkataan; ID mesti sepadan sepenuhnya.
console-users-caption = Pengguna, terlama dahulu
console-users-matching = Pengguna yang sepadan dengan “{ $query }”
console-users-address = Alamat
console-users-name = Nama
console-users-verified = Disahkan
console-users-state = Keadaan
console-users-created = Dibuat
console-users-yes = ya
console-users-no = tidak
console-users-enabled = didayakan
console-users-disabled = dilumpuhkan
console-users-next-page = Halaman seterusnya

## The console's page of one user.

console-user-done-disabled = Pengguna telah dilumpuhkan: semua sesi telah tamat.
console-user-done-enabled = Pengguna telah didayakan: mereka boleh log masuk semula.
console-user-done-signed-out = Semua sesi pengguna telah tamat.
console-user-done-session-ended = Sesi telah tamat.
console-user-done-factors-reset = Faktor kedua pengguna telah dialih keluar; mereka telah dimaklumkan melalui e-mel.
console-user-done-verification-sent = E-mel pengesahan sedang dihantar.
console-user-done-role = Peranan telah ditukar.
console-user-why-heading = Mengapa pengguna ini tidak dapat log masuk?
console-user-nothing-stops = Tiada apa-apa yang menghalang pengguna ini daripada log masuk sekarang.
console-user-reason-disabled = Akaun telah dilumpuhkan oleh pengendali.
console-user-reason-unverified = Alamat belum disahkan: log masuk dengan kata laluan ditolak sehingga pautan dalam e-mel pengesahan digunakan.
console-user-reason-locked-password = Disekat selepas kata laluan salah dimasukkan dari { $ip } sehingga { $until } (kira-kira { $minutes } min; had log masuk).
console-user-reason-locked-second-step = Langkah kedua disekat selepas kod yang salah sehingga { $until } (kira-kira { $minutes } min; had faktor kedua).
console-user-reason-passkey-only = Akaun tidak mempunyai kata laluan: akaun ini hanya boleh log masuk dengan kunci laluan (atau selepas kata laluan ditetapkan semula).
console-user-reason-providers-only = Akaun tidak mempunyai kata laluan: akaun ini hanya boleh log masuk melalui { $providers } (atau selepas kata laluan ditetapkan semula).
console-user-reason-second-factor-due = Tiada faktor kedua disediakan, dan { $clients } meminta log masuk dua faktor: pengguna mesti menambah satu dahulu.
console-user-reason-deletion-scheduled = Pengguna telah meminta untuk memadamkan akaun: akaun akan dipadamkan pada { $date } melainkan mereka log masuk sebelum itu.
console-user-profile = Profil
console-user-id = ID pengguna
console-user-address = Alamat
console-user-verified = Disahkan
console-user-state = Keadaan
console-user-name = Nama
console-user-mobile = Telefon bimbit
console-user-place = Lokasi
console-user-created = Dibuat
console-user-console-role = Peranan konsol
console-user-sessions = Sesi
console-user-sessions-caption = Sesi aktif, terkini dahulu
console-user-device = Peranti
console-user-ip-and-place = IP dan lokasi
console-user-signed-in = Log masuk
console-user-last-active = Kali terakhir aktif
console-user-methods = Kaedah
console-user-end-column = Tamatkan
console-user-end-session = Tamatkan
console-user-unknown-device = Peranti tidak diketahui
console-user-second-factors = Faktor kedua
console-user-authenticator-app = Apl pengesah
console-user-recovery-codes-left = Baki kod pemulihan
console-user-passkeys = Kunci laluan
console-user-factor-none = tiada
console-user-totp-since = sejak { $date }
console-user-providers-and-apps = Penyedia dan apl
console-user-links-caption = Penyedia yang dipautkan
console-user-provider = Penyedia
console-user-address-given = Alamat yang diberikan
console-user-linked = Dipautkan
console-user-consents-caption = Persetujuan kepada apl pihak ketiga
console-user-client = Klien
console-user-scopes = Skop
console-user-allowed = Dibenarkan
console-user-recent-events = Peristiwa terkini
console-user-events-caption = Peristiwa audit terbaharu tentang pengguna
console-user-when = Bila
console-user-type = Jenis
console-user-actor = Pelaku
console-user-ip = Alamat IP
console-user-every-event = Semua peristiwa tentang pengguna
console-user-actions = Tindakan
console-user-disable = Lumpuhkan
console-user-enable = Dayakan
console-user-sign-out-everywhere = Log keluar di semua tempat
console-user-resend-verification = Hantar semula e-mel pengesahan
console-user-reset-factors = Tetapkan semula faktor kedua
console-user-reset-factors-confirm = Alih keluar apl pengesah, kod pemulihan dan kunci laluan
console-user-delete = Padamkan pengguna
console-user-delete-confirm = Padamkan akaun ini dan semua data berkaitan dengannya sekarang
console-user-role-heading = Peranan konsol
console-user-role-label = Peranan
console-user-set-role = Tetapkan peranan
console-user-role-help = Pemerhati boleh membaca semua halaman; sokongan juga boleh melumpuhkan dan mendayakan pengguna, melog keluar mereka, menetapkan semula faktor kedua mereka dan menghantar semula e-mel pengesahan; pentadbir boleh melakukan segala-galanya.
console-user-unknown-action = Tindakan itu tidak disokong oleh halaman ini.
console-user-not-on-this-user = Tidak dibenarkan untuk pengguna ini: di bawah peringkat pentadbir, pengendali hanya boleh bertindak ke atas pengguna tanpa peranan, dan tiada sesiapa boleh menukar peranan, keadaan, faktor atau akaun mereka sendiri di sini.
console-user-tick-to-confirm = Tandakan kotak untuk mengesahkan, kemudian cuba lagi.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Klien
console-client-list-caption = Klien, terlama dahulu
console-client-name = Nama
console-client-kind = Jenis
console-client-state = Keadaan
console-client-registered = Didaftarkan
console-client-kind-public = awam
console-client-kind-confidential = sulit
console-client-state-enabled = didayakan
console-client-state-disabled = dilumpuhkan
console-client-register-heading = Daftar klien
console-client-register = Daftar
console-client-registered-notice = Klien telah didaftarkan.
console-client-deleted = Klien telah dipadamkan.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI ubah hala, satu setiap baris
console-client-scopes-field = Skop (kosong: openid email profile authorization)
console-client-package-names-field = Nama pakej Android, satu setiap baris
console-client-app-origins-field = Asal apl untuk kunci laluan, satu setiap baris
console-client-logout-uri-field = URI log keluar saluran belakang
console-client-organization-field = Organisasi penerima Shared Signals (slug atau ID)
console-client-flag-public = Awam (apl penyemak imbas atau natif: tiada rahsia, PKCE)
console-client-flag-resource-server = Pelayan sumber (boleh menyemak token)
console-client-flag-client-credentials = Boleh mendapatkan token untuk dirinya sendiri (client_credentials)
console-client-flag-rotate-refresh-tokens = Putar token muat semula
console-client-flag-require-mfa = Hanya log masuk dua faktor
console-client-flag-require-par = Hanya permintaan kebenaran yang dihantar terlebih dahulu (PAR)
console-client-flag-third-party = Pihak ketiga: pengguna memberikan persetujuan dahulu
console-client-flag-shared-signals = Penerima Shared Signals: mengekalkan strim peristiwa keselamatan

## Console: one client's page

console-client-saved = Tetapan klien telah disimpan.
console-client-disabled-notice = Klien telah dilumpuhkan: tokennya tidak lagi sah.
console-client-granted = Pemberian akses telah disimpan.
console-client-secret-replaced = Rahsia telah diganti.
console-client-secret-heading = Rahsia klien
console-client-secret-once = Salin sekarang: rahsia ini dipaparkan sekali ini sahaja dan tidak akan dipaparkan lagi (hanya cincangannya disimpan).
console-client-settings-heading = Tetapan
console-client-yes = ya
console-client-no = tidak
console-client-redirect-uris = URI ubah hala
console-client-scopes = Skop
console-client-resource-server = Pelayan sumber
console-client-two-factor-only = Dua faktor sahaja
console-client-par-only = PAR sahaja
console-client-third-party = Pihak ketiga
console-client-shared-signals = Penerima Shared Signals
console-client-changed = Diubah
console-client-grants-heading = Pemberian akses pada API
console-client-grants-caption = API yang boleh dipanggil oleh klien ini untuk dirinya sendiri
console-client-api = API
console-client-api-identifier = Pengecam API
console-client-grant = Berikan
console-client-actions-heading = Tindakan
console-client-rotate-secret = Putar rahsia
console-client-rotate-secret-confirm = Gantikan rahsia: rahsia lama berhenti berfungsi sekarang
console-client-disable = Lumpuhkan
console-client-disable-confirm = Lumpuhkan klien: tokennya tidak lagi sah
console-client-delete = Padam
console-client-delete-confirm = Padamkan klien berserta semua yang dikeluarkan kepadanya
console-client-edit-heading = Sunting
console-client-save = Simpan
console-client-confirm-first = Tandakan kotak untuk mengesahkan, kemudian cuba lagi.
console-client-unknown-action = Tindakan itu tidak disokong oleh halaman ini.

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (penunjuk sumber)
console-api-identifier = Pengecam
console-api-scopes = Skop
console-api-registered-column = Didaftarkan
console-api-register-heading = Daftar API
console-api-identifier-field = Pengecam (URL https)
console-api-scopes-field = Skop, dipisahkan dengan ruang
console-api-register = Daftar
console-api-registered = API telah didaftarkan.

## Console: the webhooks page

console-webhook-title = Webhook
console-webhook-list-caption = Titik akhir webhook
console-webhook-endpoint = Titik akhir (lihat penghantaran)
console-webhook-events = Peristiwa
console-webhook-registered-column = Didaftarkan
console-webhook-remove = Alih keluar
console-webhook-remove-confirm = Berhenti menghantar ke titik akhir ini
console-webhook-secret-heading = Rahsia tandatangan
console-webhook-secret-once = Berikan kepada penerima sekarang: rahsia ini dipaparkan sekali ini sahaja.
console-webhook-register-heading = Daftar titik akhir
console-webhook-url = URL titik akhir
console-webhook-events-field = Jenis peristiwa, dipisahkan dengan ruang
console-webhook-register = Daftar
console-webhook-registered = Titik akhir telah didaftarkan.
console-webhook-removed = Titik akhir telah dialih keluar.
console-webhook-confirm-first = Tandakan kotak untuk mengesahkan, kemudian cuba lagi.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Penghantaran
console-webhook-deliveries-caption = Penghantaran, terbaharu dahulu
console-webhook-delivery = Penghantaran
console-webhook-event = Peristiwa
console-webhook-status = Status
console-webhook-attempts = Percubaan
console-webhook-last-error = Ralat terakhir
console-webhook-replay = Hantar semula
console-webhook-replayed = Penghantaran telah dimasukkan semula ke dalam baris gilir.
console-webhook-status-pending = belum selesai
console-webhook-status-delivered = dihantar
console-webhook-status-failed = gagal

## Console: the audit trail

console-audit-title = Jejak audit
console-audit-user-id = ID pengguna
console-audit-address = Alamat
console-audit-type = Jenis
console-audit-since = Sejak (RFC 3339)
console-audit-until = Hingga (RFC 3339)
console-audit-any-type = mana-mana
console-audit-filter = Tapis
console-audit-caption = Peristiwa, terbaharu dahulu
console-audit-when = Bila
console-audit-type-column = Jenis
console-audit-actor = Pelaku
console-audit-user = Pengguna
console-audit-client = Klien
console-audit-ip = Alamat IP
console-audit-older = Peristiwa lebih lama

## Console: the signing keys

console-keys-title = Kunci
console-keys-caption = Set kunci, terbaharu dahulu
console-keys-key = Kunci
console-keys-algorithm = Algoritma
console-keys-state = Keadaan
console-keys-made = Dibuat
console-keys-age = Usia
console-keys-signing-since = Menandatangani sejak
console-keys-retired = Dihentikan
console-keys-state-pending = belum aktif
console-keys-state-active = aktif
console-keys-state-retired = dihentikan
console-keys-rotate-heading = Putar
console-keys-rotate-help = Putaran mengambil dua langkah: langkah pertama menerbitkan kunci id_token baharu dalam JWKS, langkah kedua menjadikannya kunci yang menandatangani (dan menggantikan kunci access-token). Kunci lama masih digunakan untuk pengesahan sehingga token terakhirnya tamat tempoh.
console-keys-rotate = Putar
console-keys-rotate-confirm = Putar kunci tandatangan
console-keys-published = Kunci id_token baharu telah diterbitkan: putaran seterusnya akan menjadikannya kunci yang menandatangani.
console-keys-activated = Kunci yang diterbitkan kini menandatangani id_token, dengan kunci access-token baharu.
console-keys-not-done = Tidak dilakukan
console-keys-confirm-first = Tandakan kotak untuk mengesahkan, kemudian cuba lagi.

## Console: the settings

console-settings-title = Tetapan
console-settings-effective-heading = Konfigurasi berkesan
console-settings-effective-help = Selepas fail, persekitaran dan nilai lalai; rahsia disembunyikan.
console-settings-caption = Tetapan
console-settings-setting = Tetapan
console-settings-value = Nilai
console-settings-upstream-heading = Penyedia log masuk luaran
console-settings-providers-caption = Penyedia
console-settings-provider-id = ID
console-settings-provider-button = Butang
console-settings-provider-last-error = Ralat terakhir pada tika ini
console-settings-no-trouble = tiada sejak bermula
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Jika menggunakan apl, masukkan kod ini: { $token }
mail-set-password-button = Tetapkan kata laluan baharu
mail-open-account-button = Buka akaun anda

## Verification of a new account's address

mail-verification-subject = Sahkan alamat e-mel anda
mail-verification-welcome = Selamat datang! Sila sahkan bahawa ini alamat e-mel anda.
mail-verification-link-hours = Pautan ini sah selama { $hours } jam dan boleh digunakan sekali sahaja.
mail-verification-ignore = Jika anda tidak membuat akaun, abaikan e-mel ini.
mail-verification-button = Sahkan alamat saya

## Moving an account to a new address: the mail to the new address

mail-change-subject = Sahkan alamat e-mel baharu anda
mail-change-confirm = Sila sahkan bahawa akaun anda patut menggunakan alamat e-mel ini mulai sekarang.
mail-change-link-hours = Pautan ini sah selama { $hours } jam dan boleh digunakan sekali sahaja; sehingga itu alamat lama anda kekal.
mail-change-ignore = Jika anda tidak memintanya, abaikan e-mel ini: tiada apa-apa yang berubah.
mail-change-button = Gunakan alamat ini

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Perubahan alamat e-mel akaun anda
mail-change-notice-asked = Seseorang yang log masuk ke akaun anda telah meminta untuk memindahkannya ke { $address }.
mail-change-notice-until = Akaun hanya berpindah apabila pautan yang dihantar ke alamat itu digunakan; sehingga itu alamat ini kekal.
mail-change-notice-not-you = Jika itu bukan anda, tetapkan kata laluan baharu sekarang: tindakan itu menamatkan semua sesi dan membatalkan pautan tersebut.

## To an address that tried to register again

mail-registered-subject = Anda sudah mempunyai akaun
mail-registered-tried = Seseorang cuba membuat akaun dengan alamat e-mel ini, yang sudah pun mempunyai akaun.
mail-registered-if-you = Jika itu anda, log masuk, atau tetapkan kata laluan baharu jika anda terlupa.
mail-registered-not-you = Jika itu bukan anda, abaikan e-mel ini: tiada apa-apa yang berubah.

## Password reset

mail-reset-subject = Tetapkan kata laluan baharu
mail-reset-asked = Seseorang telah meminta untuk menetapkan kata laluan baharu bagi akaun anda.
mail-reset-link-minutes = Pautan ini sah selama { $minutes } minit dan boleh digunakan sekali sahaja; permintaan yang lebih baharu akan menggantikannya.
mail-reset-not-you = Jika itu bukan anda, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.

## Notices: a second factor changed

mail-totp-added-subject = Apl pengesah telah ditambah
mail-totp-added-body = Apl pengesah telah ditambah pada akaun anda sebagai faktor kedua.
mail-totp-removed-subject = Apl pengesah anda telah dialih keluar
mail-totp-removed-body = Apl pengesah telah dialih keluar daripada akaun anda: log masuk kini hanya memerlukan kata laluan anda.
mail-passkey-added-subject = Kunci laluan telah ditambah
mail-passkey-added-body = Kunci laluan telah ditambah pada akaun anda: kunci laluan ini membolehkan anda log masuk tanpa kata laluan.
mail-passkey-removed-subject = Kunci laluan telah dialih keluar
mail-passkey-removed-body = Kunci laluan telah dialih keluar daripada akaun anda: kunci laluan itu tidak lagi boleh digunakan untuk log masuk.
mail-recovery-used-subject = Kod pemulihan telah digunakan
mail-recovery-used-body = Kod pemulihan telah digunakan untuk log masuk ke akaun anda; { $left } kod masih belum digunakan.
mail-factor-not-you = Jika itu bukan anda, tukar kata laluan anda dan log keluar di semua tempat daripada halaman akaun anda.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } telah dipautkan ke akaun anda
mail-linked-body = Akaun anda telah dipautkan ke akaun { $provider }: log masuk dengan { $provider } kini membuka akaun ini.
mail-unlinked-subject = { $provider } telah dinyahpautkan daripada akaun anda
mail-unlinked-body = Akaun anda telah dinyahpautkan daripada { $provider }: log masuk dengan { $provider } tidak lagi membuka akaun ini.
mail-link-not-you = Jika itu bukan anda, tukar kata laluan anda, log keluar di semua tempat dan nyahpautkan penyedia itu daripada halaman akaun anda.

## Account deleted

mail-deleted-subject = Akaun anda telah dipadamkan
mail-deleted-body = Akaun anda dan semua yang disimpan tentangnya telah dipadamkan, dan semua sesinya telah tamat.
mail-deleted-register-again = Alamat ini boleh mendaftar semula; tiada apa-apa daripada akaun lama akan kembali.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Akaun anda akan dipadamkan
mail-deletion-due = Akaun anda akan dipadamkan pada { $date }; semua sesinya telah tamat.
mail-deletion-keep = Untuk mengekalkannya, log masuk semula sebelum tarikh itu. Jika anda tidak memintanya, log masuk dan tukar kata laluan anda.
mail-deletion-button = Log masuk untuk mengekalkannya

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = Sertai { $organization }
mail-invitation-body = Anda telah dijemput untuk menyertai { $organization }. Buka pautan untuk menerima: log masuk dengan alamat ini, atau buat akaun dengannya.
mail-invitation-expiry = Pautan ini sah selama { $days } hari.
mail-invitation-ignore = Jika anda tidak mengenali organisasi ini, abaikan e-mel ini: tiada apa-apa akan berlaku melainkan anda menerimanya.
mail-invitation-button = Lihat jemputan
console-organizations-title = Organisasi
console-organizations-name = Nama
console-organizations-slug = Slug
console-organizations-enabled = Didayakan
console-organizations-mfa = Faktor kedua
console-organizations-new = Organisasi baharu
console-organizations-create = Buat organisasi
console-organizations-created = Organisasi telah dibuat.
console-organization-saved = Peraturan domain telah disimpan.
console-organization-id = ID organisasi
console-organization-members = Ahli
console-organization-roles = Peranan
console-organization-managed = Diurus
console-organization-break-glass = Akses kecemasan
console-organization-invitations = Jemputan belum selesai
console-organization-expires = Tamat tempoh
console-organization-domains = Domain
console-organization-domain = Domain
console-organization-state = Keadaan
console-organization-rules = Peraturan
console-organization-save-rules = Simpan
console-organization-sign-in = Log masuknya sendiri
console-organization-no-sign-in = Organisasi ini tiada log masuk sendiri: ahlinya log masuk dengan kata laluan atau kunci laluan mereka.
organization-admin-title = { $organization }: tetapan organisasi
organization-admin-lead = Anda mengurus organisasi ini sebagai { $email }.
organization-admin-none = Belum ada apa-apa di sini.
organization-admin-members = Ahli
organization-admin-remove = Alih keluar
organization-admin-yes = Ya
organization-admin-no = Tidak
organization-admin-email = Alamat e-mel
organization-admin-roles = Peranan
organization-admin-managed = Diurus oleh log masuk organisasi
organization-admin-action = Tindakan
organization-admin-invitations = Jemputan belum selesai
organization-admin-revoke = Tarik balik
organization-admin-expires = Tamat tempoh
organization-admin-invite = Jemput seseorang
organization-admin-role = Peranan
organization-admin-invite-button = Hantar jemputan
organization-admin-domains = Domain
organization-admin-domains-lead = Tuntut domain e-mel syarikat anda, terbitkan rekod TXT yang dipaparkan, kemudian sahkan domain itu. Alamat daripada domain yang disahkan boleh log masuk melalui log masuk organisasi anda.
organization-admin-verify = Sahkan
organization-admin-verified = Disahkan
organization-admin-pending = Belum selesai
organization-admin-domain = Domain
organization-admin-state = Keadaan
organization-admin-record = Rekod untuk diterbitkan
organization-admin-add-domain = Tuntut domain
organization-admin-sign-in = Log masuk organisasi anda
organization-admin-no-sign-in = Ahli anda log masuk dengan kata laluan mereka. Tetapkan penyedia OpenID anda sendiri (Okta, Entra ID, Google Workspace…) supaya mereka log masuk melaluinya.
organization-admin-issuer = URL pengeluar
organization-admin-client-id = ID klien
organization-admin-client-secret = Rahsia klien
organization-admin-redirect-uri = URI ubah hala untuk didaftarkan pada penyedia anda
organization-admin-save-sign-in = Simpan log masuk
organization-admin-sign-in-title = Log masuk dahulu
organization-admin-sign-in-text = Log masuk di halaman akaun anda, kemudian buka halaman ini semula.
organization-admin-sign-in-link = Pergi ke akaun anda
organization-admin-unknown-title = Organisasi tidak ditemui
organization-admin-unknown-text = Tiada organisasi di sini yang anda urus.
organization-admin-unknown-change = Perubahan itu tidak disokong oleh halaman ini.
organization-admin-scim = Peruntukan pengguna (SCIM)
organization-admin-scim-lead = Direktori anda (Okta, Entra ID, Google Workspace…) menambah, menukar dan mengalih keluar ahli dan kumpulan anda di sini melalui SCIM 2.0. Berikan URL asas dan token sambungan kepadanya.
organization-admin-scim-base-url = URL asas
organization-admin-scim-made = Dibuat
organization-admin-scim-last-used = Kali terakhir digunakan
organization-admin-scim-never = Tidak pernah
organization-admin-scim-old-token = Token lama sah sehingga
organization-admin-scim-rotate = Token baharu
organization-admin-scim-make = Buat sambungan
organization-admin-scim-token-title = Token direktori anda
organization-admin-scim-token-text = Salin URL asas dan token ke dalam direktori anda sekarang: token ini tidak akan dipaparkan lagi. Token lama, jika ada, masih sah selama satu hari lagi.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Tarik balik sambungan: tokennya berhenti berfungsi sekarang
invitation-title = Sertai { $organization }
invitation-join-lead = Anda telah dijemput untuk menyertai { $organization } sebagai { $email }.
invitation-join-button = Sertai
invitation-sign-up-lead = Anda telah dijemput untuk menyertai { $organization }. Buat akaun anda dengan { $email } untuk menyertai: jemputan ini menunjukkan bahawa alamat ini milik anda.
invitation-name = Nama anda
invitation-password = Pilih kata laluan (sekurang-kurangnya 10 aksara)
invitation-sign-up-button = Buat akaun dan sertai
invitation-other-account = Jemputan ini untuk { $email }, tetapi anda log masuk sebagai { $current }. Log keluar, kemudian buka pautan itu semula.
invitation-sign-in-first = Jemputan ini untuk { $email }, yang mempunyai akaun di sini. Log masuk dengan alamat itu di halaman akaun anda, kemudian buka pautan itu semula.
invitation-sign-in-as-invitee = Log masuk dengan alamat yang dijemput dahulu.
invitation-unusable-title = Jemputan ini tidak boleh digunakan
invitation-unusable-text = Jemputan ini telah digunakan, ditarik balik, digantikan dengan yang lebih baharu atau telah tamat tempoh. Minta jemputan baharu daripada organisasi.
invitation-joined-title = Anda telah menyertai { $organization }
invitation-joined-text = Anda kini ahli: apl yang anda log masuk untuk organisasi ini dapat melihat keahlian anda.
invitation-joined-new-account = Akaun anda sudah sedia dan anda kini ahli: log masuk dengan alamat anda dan kata laluan yang anda pilih.

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = Token dan token muat semula telah dikeluarkan
api-code-token = Token telah dikeluarkan
api-code-userdata = Data pengguna
api-code-login-success = Log masuk berjaya
api-code-auth-code = Kod kebenaran telah dikeluarkan
api-code-id-token = id_token telah dikeluarkan
api-code-logged-out = Telah log keluar; sesi dan tokennya telah ditarik balik
api-code-ok = Selesai
api-code-alive = Sedang beroperasi
api-code-ready = Sedia menerima permintaan
api-code-sessions = Sesi aktif anda
api-code-export = Semua yang disimpan tentang akaun anda
api-code-email-change-requested = Jika alamat itu boleh digunakan, pautan untuk mengesahkannya sedang dihantar ke alamat tersebut
api-code-account-deleted = Akaun anda dan semua yang disimpan tentangnya telah dipadamkan; semua sesi telah tamat
api-code-deletion-scheduled = Semua sesi telah tamat dan akaun anda akan dipadamkan; log masuk semula sebelum itu untuk mengekalkannya
api-code-reauthentication-required = Log masuk semula dahulu: tindakan ini memerlukan log masuk dalam beberapa minit yang lalu
api-code-session-ended = Telah log keluar; sesi dan tokennya telah ditarik balik
api-code-password-changed = Kata laluan telah ditukar; semua sesi lain dan tokennya telah ditarik balik
api-code-registration-accepted = Pendaftaran diterima; semak e-mel anda untuk mengesahkan alamat anda
api-code-email-verified = Alamat e-mel telah disahkan
api-code-reset-requested = Jika alamat itu mempunyai akaun, e-mel dengan pautan tetapan semula sedang dihantar
api-code-password-reset = Kata laluan telah ditetapkan; semua sesi dan tokennya telah ditarik balik
api-code-registration-closed = Pendaftaran ditutup; minta akaun daripada pengendali
api-code-invalid-request = Format permintaan tidak betul
api-code-unsupported-grant-type = grant_type mestilah code atau refresh_token
api-code-invalid-grant = Kod atau refresh_token tidak sah, telah tamat tempoh, telah ditarik balik atau dikeluarkan kepada klien lain
api-code-invalid-client = Pengesahan klien gagal
api-code-invalid-credentials = E-mel atau kata laluan salah. Akaun baharu boleh log masuk setelah alamatnya disahkan: semak e-mel anda untuk mendapatkan pautannya
api-code-mfa-required = Faktor kedua diperlukan: hantar kod daripada apl pengesah anda atau kod pemulihan
api-code-mfa-enrolment-required = Apl ini memerlukan log masuk dua faktor: sediakan apl pengesah atau kunci laluan di halaman akaun anda, kemudian log masuk semula
api-code-passkey-options = Hantar pilihan ini kepada pengesah
api-code-passkey-added = Kunci laluan telah ditambah
api-code-passkeys = Kunci laluan anda
api-code-links = Penyedia log masuk anda yang dipautkan
api-code-last-sign-in-method = Ini cara terakhir untuk log masuk ke akaun: tetapkan kata laluan atau tambah kunci laluan dahulu
api-code-insufficient-scope = Skop token tidak membenarkan permintaan ini
api-code-not-a-member = Anda tidak boleh log masuk bagi organisasi ini: minta pentadbirnya untuk menambah anda
api-code-sso-required = Organisasi anda yang menguruskan log masuk anda: teruskan di ssoUrl
api-code-not-found = Tiada sumber sedemikian
api-code-method-not-allowed = Kaedah tidak dibenarkan untuk sumber ini
api-code-conflict = Sudah wujud
api-code-payload-too-large = Kandungan permintaan terlalu besar
api-code-rate-limited = Terlalu banyak permintaan; cuba lagi kemudian
api-code-server-error = Ralat pelayan dalaman
api-code-service-unavailable = Perkhidmatan tidak tersedia buat sementara waktu; cuba lagi kemudian

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Token akses diperlukan sebagai `Authorization: Bearer <token>`; token ini tiada, formatnya salah atau telah ditarik balik
api-busy = Terlalu banyak log masuk serentak; cuba sebentar lagi

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type mestilah id_token atau token
api-token-type-grant = token_type mestilah refresh_token atau token
api-token-type-refresh = token_type mestilah token untuk grant_type refresh_token
api-client-secret-required = client_secret diperlukan apabila token_type ialah token
api-field-empty = { $field } tidak boleh kosong

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = kata laluan terlalu panjang
api-mfa-token-invalid = mfaToken tidak dikenali, telah digunakan atau telah tamat tempoh: log masuk semula
api-challenge-invalid = challengeId tidak dikenali, telah digunakan atau telah tamat tempoh: minta pilihan kunci laluan baharu
api-mfa-code-or-passkey = Faktor kedua diperlukan: hantar kod daripada apl pengesah anda atau kod pemulihan, atau gunakan kunci laluan anda
api-mfa-passkey = Faktor kedua diperlukan: gunakan kunci laluan anda (login/passkey dengan mfaToken)
api-client-id-required = client_id diperlukan
api-client-unknown = client_id tidak dikenali atau telah dilumpuhkan
api-redirect-uri-required = redirect_uri diperlukan
api-redirect-uri-unregistered = redirect_uri tidak didaftarkan untuk klien ini
api-state-too-long = state terlalu panjang

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Token tidak dikenali, telah digunakan, telah tamat tempoh atau telah digantikan dengan token yang lebih baharu
api-session-not-found = Tiada sesi aktif anda yang mempunyai ID itu

## Native-app API: second factors and passkeys

api-authenticator-exists = Pengesah sudah pun disediakan; alih keluarnya dahulu
api-authenticator-not-pending = Tiada pengesah yang sedang disediakan
api-authenticator-none = Tiada pengesah disediakan
api-factor-code-wrong = Kod tidak betul
api-reauthenticate-factors = Log masuk semula (dengan faktor kedua anda, jika ada) untuk menukar faktor kedua anda
api-reauthenticate-passkeys = Log masuk semula (dengan faktor kedua anda, jika ada) untuk menukar kunci laluan anda
api-reauthenticate-sign-in = Log masuk semula (dengan faktor kedua anda, jika ada) untuk menukar cara anda log masuk
api-passkeys-unavailable = kunci laluan tidak tersedia pada pelayan ini
api-passkey-not-found = tiada kunci laluan sedemikian
api-passkey-no-ceremony = tiada pendaftaran kunci laluan yang sedang menunggu; minta pilihan baharu
api-passkey-rejected = kunci laluan tidak dapat disahkan
api-passkey-registered = kunci laluan ini sudah pun didaftarkan
api-passkey-name-invalid = nama kunci laluan mesti mempunyai 1 hingga { $max } aksara dan tidak mengandungi aksara kawalan atau aksara pemformatan dwiarah
api-passkeys-too-many = akaun tidak boleh mempunyai lebih daripada { $max } kunci laluan

## Native-app API: upstream identity providers

api-upstream-unknown = Tiada penyedia log masuk luaran dengan ID ini
api-upstream-refused = id_token tidak diterima untuk penyedia ini
api-upstream-disabled = Akaun telah dilumpuhkan
api-upstream-no-email = id_token tiada alamat e-mel untuk membuat akaun
api-upstream-unverified-email = Penyedia tidak menjamin alamat e-mel dalam id_token: daftar dengan alamat itu, kemudian pautkan penyedia
api-upstream-unreachable = Penyedia tidak dapat dihubungi; cuba lagi kemudian
api-upstream-email-taken = Akaun dengan alamat ini sudah wujud: log masuk ke akaun itu dan pautkan penyedia daripada halaman akaun
api-upstream-outside-domains = Log masuk organisasi hanya boleh digunakan untuk alamat daripada domainnya yang telah disahkan
api-upstream-unconfirmed-account = Akaun dengan alamat ini wujud tetapi tidak pernah disahkan: sahkan akaun itu, kemudian log masuk melalui organisasi semula
api-upstream-operator-account = Akaun pengendali log masuk dengan kata laluan dan faktor keduanya sendiri, bukan melalui log masuk organisasi
api-link-not-found = Akaun tidak dipautkan ke penyedia ini

## Admin API

api-admin-key-required = API pentadbir memerlukan `Authorization: Bearer <admin key>`
api-admin-status-once = status hanya boleh dinyatakan sekali
api-admin-parameters-once = setiap parameter hanya boleh dinyatakan sekali
api-admin-duplicate-email = pengguna dengan e-mel itu sudah wujud
api-admin-user-not-found = pengguna tidak ditemui
api-admin-client-not-found = klien tidak ditemui
api-admin-api-not-found = API tidak ditemui
api-admin-session-not-found = sesi tidak ditemui
api-admin-delivery-not-found = penghantaran tidak ditemui
api-admin-webhook-not-found = webhook tidak ditemui

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = Buka pautan dalam penyemak imbas yang anda gunakan untuk mendaftar: di tempat lain anda akan diminta kata laluan akaun.
mail-change-where = Buka pautan dalam penyemak imbas tempat anda meminta perubahan, atau tempat anda log masuk: di tempat lain anda akan diminta kata laluan anda.
mail-not-yours-english = Jika anda tidak mendaftar atau meminta ini, jangan sahkan: abaikan e-mel ini dan tiada apa-apa akan berlaku.
verify-password-lead = Untuk mengesahkan alamat ini di sini, taip kata laluan akaun yang memiliki alamat ini. Jika anda mendaftar dalam apl, taip kod daripada e-mel itu dalam apl tersebut. Jika anda tidak mendaftar atau meminta ini, jangan sahkan: tutup halaman ini.
verify-password = Kata laluan akaun
verify-password-needed = Taip kata laluan akaun untuk mengesahkan alamat dalam penyemak imbas ini.
verify-wrong-password = Itu bukan kata laluan akaun.

## After a password reset, every other way into the account

mail-reset-done-subject = Kata laluan anda telah ditetapkan semula
mail-reset-done-body = Kata laluan akaun anda baru sahaja ditetapkan semula, dan semua peranti yang log masuk telah dilog keluar.
mail-reset-done-still = Perkara berikut masih boleh digunakan untuk log masuk ke akaun anda:
mail-reset-done-remove = Jika salah satu daripadanya bukan milik anda, log masuk dengan kata laluan baharu dan pilih "Alih keluar semua kecuali kata laluan baharu" di halaman akaun anda.
mail-reset-done-nothing-else = Tiada cara lain untuk log masuk ke akaun anda: hanya kata laluan baharu.
mail-reset-done-factor-not-yours = Jika log masuk meminta faktor kedua yang anda tidak miliki, faktor itu bukan milik anda: minta pasukan sokongan perkhidmatan ini untuk mengalih keluarnya.
mail-reset-done-not-you = Jika anda tidak menetapkan semula kata laluan anda, seseorang boleh membaca e-mel anda: lindungi peti mel anda dahulu, kemudian tetapkan kata laluan baharu sekali lagi.
ways-in-passkey = Kunci laluan "{ $name }"
ways-in-authenticator = Apl pengesah
ways-in-recovery-codes = { $count } kod pemulihan yang belum digunakan
ways-in-link = Log masuk dengan { $provider }
ways-in-sessions = { $count } peranti lain yang log masuk (disenaraikan di bawah)
account-review-heading = Kata laluan anda telah ditetapkan semula
account-review-lead = Kata laluan anda telah ditetapkan semula pada { $date }. Perkara berikut masih boleh digunakan untuk log masuk ke akaun anda:
account-review-explain = Jika salah satu daripadanya bukan milik anda, alih keluar semuanya: selepas itu hanya kata laluan baharu anda boleh digunakan untuk log masuk, dan semua peranti lain akan dilog keluar. Anda boleh menambah kunci laluan atau apl pengesah semula kemudian.
account-review-remove = Alih keluar semua kecuali kata laluan baharu
account-review-keep = Semuanya milik saya
account-review-gone = Tiada apa-apa lagi untuk disemak.
account-review-removed = Semua kecuali kata laluan baharu anda telah dialih keluar, dan semua peranti lain telah dilog keluar.
account-review-kept = Baiklah: semuanya kekal seperti sedia ada.

## The second step locked after wrong codes

mail-factor-locked-subject = Seseorang cuba memintas faktor kedua anda
mail-factor-locked-body = Seseorang telah memasukkan kata laluan anda, kemudian memasukkan lima kod faktor kedua yang salah. Log masuk ke akaun anda dijeda selama { $minutes } minit.
mail-factor-locked-not-you = Jika itu bukan anda, seseorang mengetahui kata laluan anda: tetapkan kata laluan baharu sekarang.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = peranan konsol memerlukan alamat yang disahkan: pengguna mesti mengesahkan alamatnya dahulu
console-gate-unverified = Konsol hanya dibuka untuk pengendali yang alamatnya telah disahkan. Sahkan alamat anda dengan pautan dalam e-mel pengesahan, kemudian buka konsol semula.
console-gate-idle-lead = semula untuk membuka konsol
console-gate-idle = Konsol tidak digunakan selama { $minutes } min, jadi anda diminta log masuk semula. Anda kekal log masuk ke akaun anda.
console-webhook-url-once = URL titik akhir, dipaparkan sepenuhnya hanya sekarang (senarai menyembunyikan bahagian selepas "?", tempat token mungkin berada):
console-webhook-query-hidden = Bahagian selepas "?" dalam URL titik akhir disembunyikan: bahagian itu mungkin mengandungi token penerima.
## Signing in with a code mailed to the address (no password)

page-login-email-code = E-melkan kod kepada saya
page-code-ask-title = Log masuk dengan kod
page-code-ask-lead = Taip alamat e-mel anda: kami akan menghantar kod untuk log masuk melalui e-mel, tanpa memerlukan kata laluan.
page-code-ask-button = E-melkan kod kepada saya
page-code-invalid-email = Taip alamat e-mel yang lengkap, seperti name@example.com.
page-code-not-allowed = Apl ini meminta kata laluan atau kunci laluan anda: log masuk dengan kod melalui e-mel tidak ditawarkan di sini.
page-code-title = Semak e-mel anda
page-code-lead = E-mel sedang dihantar ke { $email }. Taip kod enam digit di dalamnya: kod ini sah selama { $minutes } minit dan boleh digunakan sekali sahaja.
page-code-field = Kod log masuk
page-code-name = Nama anda, jika anda baharu di sini
page-code-button = Log masuk
page-code-again = Hantar kod baharu
page-code-wrong = Kod itu tidak betul, atau telah tamat tempoh. Semak e-mel terbaharu, atau minta kod baharu.
page-code-link-title = Log masuk
page-code-link-lead = Log masuk ke akaun anda dalam penyemak imbas ini.
page-code-link-button = Log masuk sekarang
page-code-link-elsewhere-title = Taip kod ini di tempat anda memintanya
page-code-link-elsewhere = Pautan ini dibuka dalam penyemak imbas atau apl yang berbeza daripada yang memintanya. Taip kod ini di sana:
page-code-link-ended-title = Pautan ini telah tamat tempoh
page-code-link-ended = Pautan ini telah digunakan, digantikan dengan yang lebih baharu, atau terlalu lama. Minta kod baharu di tempat anda log masuk.
api-sign-in-code-refused = Kod salah, telah digunakan, telah diganti atau telah tamat tempoh: minta kod baharu
api-login-code-or-password = Hantar kata laluan atau kod, bukan kedua-duanya
api-code-code-sent = E-mel dengan kod log masuk sedang dihantar; kod ini sah selama beberapa minit dan boleh digunakan sekali sahaja
api-code-sign-in-code-not-allowed = Log masuk dengan kod melalui e-mel tidak ditawarkan di sini: gunakan kata laluan atau kunci laluan anda

## Mail: a sign-in code

mail-code-subject = Kod log masuk anda
mail-code-asked = Seseorang meminta untuk log masuk dengan alamat ini. Kod untuk ditaip ialah:
mail-code-minutes = Kod dan pautan di bawah sah selama { $minutes } minit dan boleh digunakan sekali sahaja; permintaan yang lebih baharu akan menggantikannya.
mail-code-new-account = Belum ada akaun yang menggunakan alamat ini: log masuk dengan kod ini akan membuat akaun baharu.
mail-code-button = Log masuk sekarang
mail-code-not-you = Jika itu bukan anda, abaikan e-mel ini: tiada sesiapa boleh log masuk tanpa kod ini.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Log masuk dengan alamat ini
mail-no-account-body = Seseorang meminta kod untuk log masuk dengan alamat ini, tetapi tiada akaun di sini yang menggunakannya.
mail-no-account-not-you = Jika itu bukan anda, abaikan e-mel ini: tiada apa-apa yang berubah.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Pengguna boleh log masuk dengan kod melalui e-mel
api-name-invalid = Nama terlalu panjang atau mengandungi aksara kawalan
