# Indonesian: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = Bahasa

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = Alamat email atau kata sandi salah. Akun baru dapat digunakan untuk masuk setelah alamatnya dikonfirmasi: periksa email Anda untuk menemukan tautannya.
error-throttled = Terlalu banyak upaya yang gagal. Tunggu beberapa menit, lalu coba lagi.
error-busy = Terlalu banyak orang yang sedang masuk saat ini. Coba lagi sebentar lagi.
error-missing-fields = Masukkan alamat email dan kata sandi Anda.
error-expired-form = Formulir ini sudah kedaluwarsa. Silakan masuk lagi.
error-second-factor-in-app = Akun ini dilindungi oleh faktor kedua. Masuk terlebih dahulu di halaman akun Anda (yang akan meminta kode), lalu kembali ke sini.
error-wrong-second-factor = Kode salah, sudah digunakan, atau dimasukkan terlambat. Silakan masuk lagi.
error-passkey-refused = Kunci sandi tersebut tidak dapat digunakan, atau prosesnya terlalu lama. Coba lagi, atau masuk dengan kata sandi Anda.

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = Terlalu banyak permintaan. Tunggu beberapa menit, lalu coba lagi.
error-expired-form-again = Formulir ini sudah kedaluwarsa. Silakan coba lagi.

## Error pages (a heading and a paragraph)

error-bad-link-title = Tautan tidak valid
error-bad-link-text = Tautan ini sudah tidak valid: tautan telah digunakan, kedaluwarsa, atau digantikan oleh tautan yang lebih baru. Mintalah tautan baru.

error-form-title = Gagal masuk
error-form-too-large = Formulir terlalu besar.
error-form-unreadable = Formulir tidak dapat dibaca. Silakan kembali dan coba lagi.
error-cross-site-title = Permintaan ditolak
error-cross-site-text = Formulir ini dikirim dari situs lain. Buka lagi halaman masuk dan kirim formulir dari sana.

error-unavailable-title = Coba lagi sebentar lagi
error-unavailable-text = Layanan masuk sedang sibuk atau tidak tersedia. Coba lagi sebentar lagi.
error-failed-title = Terjadi masalah
error-failed-text = Proses masuk tidak dapat diselesaikan. Silakan coba lagi.

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = Mengetahui siapa Anda
scope-email = Melihat alamat email Anda
scope-profile = Melihat profil Anda: nama, foto, nomor telepon, dan negara
scope-authorization = Melihat profil Anda dan sesi tempat Anda masuk
scope-organizations = Melihat organisasi tempat Anda bergabung dan peran Anda di dalamnya
scope-api = Menggunakan { $api } atas nama Anda

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: masukkan kode yang ditampilkan aplikasi autentikator Anda atau kode pemulihan, atau gunakan kunci sandi Anda.
page-second-step-passkey = { $purpose }: gunakan kunci sandi Anda.
page-second-step-code = { $purpose }: masukkan kode yang ditampilkan aplikasi autentikator Anda, atau salah satu kode pemulihan Anda.
page-second-step-use-passkey = Gunakan kunci sandi Anda

## Login page

page-login-title = Masuk
page-login-email = Email
page-login-password = Kata sandi
page-login-button = Masuk
page-login-with-provider = Masuk dengan { $provider }
page-login-passkey = Masuk dengan kunci sandi
page-login-forgot = Lupa kata sandi?
page-login-organization = Masuk dengan organisasi Anda
page-organization-title = Masuk dengan organisasi Anda
page-organization-lead = Masukkan alamat email kantor atau ID organisasi Anda untuk melanjutkan ke proses masuk organisasi tersebut.
page-organization-field = Email kantor atau ID organisasi
page-organization-button = Lanjutkan
page-organization-unknown = Tidak ada organisasi yang menangani proses masuk untuk alamat atau ID ini. Periksa kembali, atau masuk dengan alamat email dan kata sandi Anda.
login-sso-required = Proses masuk Anda ditangani oleh organisasi Anda: gunakan proses masuk organisasi Anda.
login-sso-required-named = Proses masuk Anda ditangani oleh { $organization }: gunakan proses masuknya di bawah.
page-login-new-here = Baru di sini?
page-login-create-account = Buat akun

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = Hubungkan perangkat
page-device-code-lead = Masukkan kode yang ditampilkan di TV, konsol, atau perangkat lain Anda.
page-device-code-label = Kode
page-device-code-button = Lanjutkan
page-device-confirm-heading = Hubungkan { $client }?
page-device-confirm-lead = Perangkat yang menampilkan kode { $code } meminta izin untuk menggunakan akun Anda { $email }. Izinkan hanya jika Anda sendiri yang memulai proses ini di perangkat tersebut.
page-device-confirm-able = Aplikasi ini akan dapat:
page-device-confirm-deny = Tolak
page-device-confirm-allow = Izinkan

## Account page

page-account-title = Akun Anda
page-account-signed-in-as = Masuk sebagai { $email }
page-account-signed-in-as-unconfirmed = Masuk sebagai { $email } (alamat belum dikonfirmasi: lihat email yang kami kirim)
page-account-sessions-heading = Tempat Anda masuk
page-account-session-app = aplikasi { $package }
page-account-this-browser = Browser ini
page-account-sign-out-session = Keluar
page-account-sign-out-others = Keluar dari semua sesi lain
page-account-profile-heading = Profil
page-account-profile-save = Simpan profil
page-account-password-heading = Kata sandi
page-account-current-password = Kata sandi saat ini
page-account-new-password = Kata sandi baru (minimal 10 karakter)
page-account-password-change = Ubah kata sandi
page-account-email-heading = Alamat email
page-account-email-explain = Tautan akan dikirim ke alamat baru; akun Anda pindah ke alamat tersebut setelah tautan itu digunakan. Sampai saat itu, Anda tetap masuk dengan alamat ini.
page-account-new-email = Alamat email baru
page-account-email-password = Kata sandi
page-account-email-change = Ubah alamat email
page-account-data-heading = Data Anda
page-account-data-explain = Semua yang disimpan layanan ini tentang akun Anda (profil, sesi beserta perangkat dan lokasinya, penyedia yang ditautkan, faktor kedua, peristiwa keamanan terkait Anda), dalam satu file JSON. File ini tidak berisi kata sandi maupun rahasia apa pun.
page-account-data-download = Unduh data Anda
page-account-delete-heading = Hapus akun Anda
page-account-delete-explain = Menghapus profil, sesi, faktor kedua, dan penyedia yang ditautkan, serta mengeluarkan Anda dari semua perangkat.
page-account-delete-link = Hapus akun Anda

## Sign-out confirmation

page-logout-title = Keluar
page-logout-question = Keluar dari akun Anda di browser ini?
page-logout-button = Keluar

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = Masukkan kata sandi.
# $min is the least number of characters (10).
rule-password-too-short = Kata sandi harus terdiri dari minimal { $min } karakter.
# $max is the most characters a new password may have (256).
rule-password-too-long = Kata sandi tidak boleh lebih dari { $max } karakter.
rule-password-is-email = Kata sandi tidak boleh sama dengan alamat email Anda.
rule-password-refused = Kata sandi ini tidak dapat digunakan. Silakan pilih kata sandi lain.
rule-email-invalid = Masukkan alamat email yang dapat menerima email, misalnya name@example.com.
rule-email-same = Alamat tersebut sudah menjadi alamat akun Anda.
rule-field-invalid = Ada kolom yang terlalu panjang atau berisi karakter yang tidak diizinkan.

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = nama klien harus terdiri dari 1 hingga 200 karakter
rule-client-name-characters = nama klien tidak boleh berisi karakter kontrol atau karakter pemformatan dua arah
rule-resource-server-confidential = server sumber daya harus berupa klien rahasia
rule-client-credentials-confidential = client_credentials memerlukan klien rahasia
rule-public-client-secret = klien publik tidak memiliki rahasia
rule-shared-signals-confidential = penerima Shared Signals harus berupa klien rahasia
rule-organization-for-receivers = hanya penerima Shared Signals yang terikat ke organisasi
# $max is the most characters a profile field may have (2048).
rule-profile-field-length = kolom profil dibatasi hingga { $max } karakter
rule-profile-field-characters = kolom profil tidak boleh berisi karakter kontrol atau karakter pemformatan dua arah
# $name is the event type given (quoted); $known lists the known ones, comma-separated.
rule-unknown-event-type = jenis peristiwa “{ $name }” tidak dikenal; jenis yang dikenal: { $known }
rule-no-event-type = minimal satu jenis peristiwa harus ditentukan
rule-secret-prefix = rahasia harus diawali dengan whsec_
rule-secret-encoding = rahasia harus diawali dengan whsec_ dan dienkode dalam base64
rule-secret-length = rahasia harus berukuran 24 hingga 64 byte
rule-delivery-status = status harus pending, delivered, atau failed
# $name is the filter's name: since or until.
rule-not-a-timestamp = { $name } harus berupa stempel waktu RFC 3339
rule-not-a-user-id = user harus berupa ID pengguna
rule-not-an-email = email harus berupa alamat email
rule-unknown-audit-type = jenis peristiwa tidak dikenal
rule-unknown-cursor = cursor tidak berasal dari API ini
rule-page-size = limit harus antara 1 dan 500
rule-no-scope = minimal satu cakupan diperlukan
# $scopes lists the API's scopes, space-separated.
rule-undefined-scopes = API ini hanya mendefinisikan cakupan berikut: { $scopes }
rule-role-name = peran harus admin, support, viewer, atau none
rule-already-verified = alamat sudah diverifikasi

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = untuk melanjutkan ke { $client }
login-failed-title = Gagal masuk
login-malformed-link = Format tautan masuk tidak valid.
login-request-missing-client = Permintaan tidak menyebutkan aplikasi.
login-request-unknown-client = Aplikasi ini tidak terdaftar, atau telah dinonaktifkan.
login-request-missing-redirect-uri = Permintaan tidak menyebutkan tujuan kembali (redirect_uri).
login-request-unregistered-redirect-uri = redirect_uri tidak terdaftar untuk aplikasi ini.
login-request-state-too-long = Parameter state terlalu panjang.
login-request-invalid = Permintaan masuk tidak valid.

## Signing out of the browser.

login-signout-failed-title = Gagal keluar
login-signout-malformed-link = Format tautan keluar tidak valid.
login-signed-out-title = Anda telah keluar
login-signed-out-text = Anda telah keluar di browser ini.

## The second step after a password, and an app that needs one.

second-step-title = Verifikasi 2 langkah
second-step-code-label = Kode
second-step-continue = Lanjutkan
second-step-enrol-title = Siapkan faktor kedua
second-step-enrol-text = { $client } mewajibkan proses masuk dua faktor. Siapkan aplikasi autentikator atau kunci sandi di halaman akun Anda, lalu masuk lagi ke { $client }.
second-step-enrol-link = Buka halaman akun Anda

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = Aplikasi autentikator
second-step-app-on = Aplikasi autentikator sudah disiapkan; { $count } kode pemulihan belum digunakan.
second-step-app-remove = Hapus aplikasi autentikator
second-step-app-intro = Kode dari aplikasi seperti Google Authenticator atau 1Password, yang diminta setelah kata sandi Anda.
second-step-app-set-up = Siapkan aplikasi autentikator
second-step-app-qr-label = Kode QR untuk aplikasi autentikator Anda
second-step-app-setup-title = Siapkan aplikasi autentikator
second-step-app-setup-lead = Pindai kode dengan aplikasi autentikator Anda, lalu masukkan enam digit yang ditampilkannya.
second-step-app-setup-key = Atau ketik kunci ini di aplikasi:
second-step-app-code-label = Kode dari aplikasi
second-step-app-turn-on = Aktifkan
second-step-app-cancel = Batal
second-step-recovery-title = Simpan kode pemulihan Anda
second-step-recovery-lead = Aplikasi autentikator sudah aktif. Setiap kode ini dapat digunakan satu kali untuk masuk jika ponsel Anda hilang. Simpan di tempat yang aman: kode ini tidak akan ditampilkan lagi.
second-step-recovery-back = Kembali ke akun Anda

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = Masuk dengan kunci sandi
passkey-not-used = Tidak ada kunci sandi yang digunakan. Coba lagi, atau gunakan kata sandi Anda.
passkey-section-heading = Kunci sandi
passkey-section-intro = Dengan kunci sandi, Anda dapat masuk menggunakan sidik jari, wajah, atau kunci layar, bukan kata sandi.
passkey-rename-label = Nama baru
passkey-rename-button = Ganti nama
passkey-remove-button = Hapus
passkey-new-name-label = Nama untuk kunci sandi baru
passkey-new-name-placeholder = Laptop ini
passkey-add-button = Tambahkan kunci sandi
passkey-already-registered = Kunci sandi ini sudah terdaftar.
passkey-not-added = Tidak ada kunci sandi yang ditambahkan. Coba lagi.

## The consent screen.

consent-heading = Izinkan { $client } menggunakan akun Anda?
consent-lead = Anda masuk sebagai { $account }. { $client } adalah aplikasi yang dibuat oleh pihak lain; aplikasi ini meminta izin untuk:
consent-revoke-note = Anda dapat mencabut aksesnya kapan saja di halaman akun Anda.
consent-deny = Tolak
consent-allow = Izinkan
consent-title = Izinkan { $client }?

## Connecting a device (TV, console) with a code.

device-login-lead = untuk menghubungkan perangkat ke akun Anda
device-code-unknown = Kode tersebut salah, sudah kedaluwarsa, atau sudah digunakan. Periksa kode di perangkat Anda, lalu coba lagi.
device-code-throttled = Terlalu banyak kode yang salah. Tunggu beberapa menit, lalu coba lagi.
device-code-form-expired = Formulir ini sudah kedaluwarsa. Masukkan kode lagi.
device-connected-title = Perangkat terhubung
device-connected-text = { $client } sekarang terhubung ke akun Anda. Anda dapat kembali ke perangkat Anda.
device-denied-title = Permintaan ditolak
device-denied-text = { $client } tidak dihubungkan. Anda dapat menutup halaman ini.
device-two-factors-title = Proses masuk dua faktor diperlukan
device-two-factors-text = { $client } mewajibkan proses masuk dua faktor. Di halaman akun Anda, masuk dengan faktor kedua (atau siapkan faktor kedua), lalu masukkan kode di sini lagi.
device-two-factors-link = Buka halaman akun Anda

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = Gagal menautkan
upstream-link-from-account-page = Tautkan penyedia dengan tombolnya di halaman akun Anda.
upstream-link-expired = Halaman ini sudah kedaluwarsa. Kembali ke halaman akun Anda, muat ulang halaman, lalu coba lagi.
upstream-unknown-provider = Penyedia login tersebut tidak ada.
upstream-bad-state = Proses masuk ini sudah digunakan, sudah kedaluwarsa, atau dimulai di browser lain. Kembali ke aplikasi dan masuk lagi.
upstream-denied = Penyedia tidak mengizinkan Anda masuk. Kembali ke aplikasi dan coba lagi.
upstream-refused = Respons dari penyedia tidak dapat diterima. Kembali ke aplikasi dan masuk lagi.
upstream-unavailable = Penyedia login tidak dapat dihubungi. Coba lagi sebentar lagi, atau masuk dengan cara lain.
upstream-email-taken = Akun dengan alamat email ini sudah ada. Masuk ke akun tersebut dengan kata sandi atau kunci sandinya, lalu tautkan penyedia ini di halaman akun Anda.
upstream-outside-domains = Proses masuk organisasi Anda hanya dapat digunakan untuk alamat dari domain terverifikasi milik organisasi itu sendiri.
upstream-unconfirmed-account = Akun dengan alamat email ini sudah ada, tetapi alamatnya belum pernah dikonfirmasi. Konfirmasi alamat tersebut (atau setel ulang kata sandi akun itu), lalu masuk lagi melalui organisasi Anda.
upstream-operator-account = Akun ini memiliki peran di konsol operator: akun ini masuk dengan kata sandi dan faktor keduanya sendiri, bukan melalui proses masuk organisasi.
upstream-registration-closed = Akun ini tidak dikenal di sini, dan pendaftaran akun baru ditutup. Mintalah akun kepada operator.
upstream-no-email = Penyedia tidak membagikan alamat email, padahal alamat email diperlukan untuk akun baru.
upstream-unverified-email = Penyedia tidak mengonfirmasi bahwa alamat email ini milik Anda, sehingga akun tidak dapat dibuat dengan alamat tersebut. Buat akun dengan alamat email Anda, lalu tautkan penyedia di halaman akun Anda.
upstream-linked-elsewhere = Akun penyedia ini sudah ditautkan ke akun lain.
upstream-already-linked = Akun Anda sudah ditautkan ke penyedia ini dengan akun penyedia yang lain. Putuskan tautan tersebut terlebih dahulu.
upstream-disabled = Akun ini dinonaktifkan.
upstream-reauthenticate = Masuk lagi di halaman akun Anda, lalu tautkan penyedia.

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = Buat akun Anda
signup-lead = Kami akan mengirimkan email untuk mengonfirmasi alamat Anda.
signup-email = Email
signup-password = Kata sandi (minimal 10 karakter)
signup-name = Nama (opsional)
signup-button = Buat akun
signup-closed-title = Pendaftaran ditutup
signup-closed-text = Akun baru dibuat oleh operator layanan ini. Mintalah akun kepada mereka.
signup-sent-title = Periksa email Anda
signup-sent-text = Kami telah mengirim email untuk mengonfirmasi alamat Anda. Buka tautan di dalamnya; Anda sudah dapat masuk sekarang.
signup-sent-continue-text = Kami telah mengirim email untuk mengonfirmasi alamat Anda. Anda dapat masuk dan melanjutkan sekarang.
signup-sent-continue = Masuk dan lanjutkan

## Address confirmation page (opened from the mailed link)

verify-title = Konfirmasi alamat email Anda
verify-lead = Konfirmasikan bahwa alamat email ini milik Anda agar akun Anda dapat menggunakannya. Jika Anda tidak membuat akun atau mengubah alamatnya di sini, jangan konfirmasi: tutup halaman ini.
verify-button = Konfirmasi alamat saya
verify-done-title = Alamat email dikonfirmasi
verify-done-text = Terima kasih, alamat email Anda telah dikonfirmasi. Anda dapat menutup halaman ini.

## Password reset request page

forgot-title = Lupa kata sandi?
forgot-lead = Masukkan alamat email Anda. Jika alamat tersebut memiliki akun, kami akan mengirimkan tautan untuk menyetel kata sandi baru.
forgot-email = Email
forgot-button = Kirim tautan
forgot-sent-title = Periksa email Anda
forgot-sent-text = Jika alamat ini memiliki akun, email berisi tautan untuk menyetel kata sandi baru sedang dikirim. Tautan berlaku selama 30 menit.

## New password page (opened from the mailed link)

reset-title = Setel kata sandi baru
reset-lead = Pilih kata sandi dengan 10 hingga 256 karakter. Semua perangkat yang masuk ke akun Anda akan dikeluarkan.
reset-password = Kata sandi baru
reset-button = Setel kata sandi
reset-done-title = Kata sandi telah disetel
reset-done-text = Kata sandi baru Anda telah disetel, dan semua perangkat yang sebelumnya masuk telah dikeluarkan. Masuk lagi dengan kata sandi baru.

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = Profil Anda telah disimpan.
account-password-changed = Kata sandi Anda telah diubah; semua perangkat lain telah dikeluarkan.
account-email-requested = Jika alamat tersebut dapat digunakan, tautan untuk mengonfirmasinya sedang dikirim ke sana: alamat Anda berubah setelah tautan itu digunakan.
account-session-signed-out = Sesi tersebut telah diakhiri.
account-others-signed-out = Semua sesi lain telah diakhiri.
account-console-needs-factor = Konsol operator memerlukan faktor kedua: tambahkan aplikasi autentikator atau kunci sandi di bawah, lalu masuk lagi dengan faktor tersebut.
account-form-expired = Formulir ini sudah kedaluwarsa. Silakan coba lagi.
account-login-lead = untuk melihat dan mengubah akun Anda
account-sign-in-again-lead = lagi untuk mengubah cara Anda masuk
account-sign-in-again = Demi keamanan Anda, masuk lagi (dengan faktor kedua, jika ada) sebelum menambahkan atau menghapus cara masuk.
account-second-step-purpose = untuk membuka akun Anda
account-profile-name = Nama
account-profile-mobile = Nomor ponsel
account-profile-picture = URL foto
account-profile-country-code = Kode negara
account-profile-country = Negara
account-profile-city = Kota
account-profile-postal-code = Kode pos
account-session-unknown-device = Perangkat tidak dikenal
account-session-unknown-app = aplikasi tidak dikenal
account-session-when = Masuk { $since } · terakhir aktif { $active }
account-provider-not-linked = Penyedia tersebut tidak ditautkan ke akun Anda.
account-last-sign-in-method = Ini adalah satu-satunya cara masuk ke akun Anda. Tambahkan kunci sandi atau setel kata sandi (Lupa kata sandi?) terlebih dahulu.
account-session-gone = Sesi tersebut sudah tidak aktif lagi.
account-wrong-password = Kata sandi saat ini salah.
account-too-many-passwords = Terlalu banyak kata sandi yang salah. Tunggu beberapa menit, lalu coba lagi.
account-unknown-action = Tindakan tersebut tidak tersedia di halaman ini.

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = Aplikasi autentikator telah dihapus.
factors-passkey-added = Kunci sandi Anda telah ditambahkan: mulai sekarang Anda dapat masuk dengannya.
factors-passkey-renamed = Nama kunci sandi telah diubah.
factors-passkey-removed = Kunci sandi telah dihapus.
factors-passkey-added-on = Ditambahkan { $date }
factors-passkey-last-used = terakhir digunakan { $date }
factors-passkey-synced = disinkronkan
factors-wrong-code = Kode tersebut salah. Periksa jam di aplikasi, lalu masukkan kode yang ditampilkan sekarang.
factors-too-many-codes = Terlalu banyak kode yang salah. Tunggu beberapa menit, lalu coba lagi.
factors-totp-already = Aplikasi autentikator sudah disiapkan.
factors-totp-nothing-pending = Tidak ada aplikasi autentikator yang sedang disiapkan. Mulai lagi.
factors-totp-not-set-up = Belum ada aplikasi autentikator yang disiapkan.
factors-passkey-registered = Kunci sandi tersebut sudah terdaftar.
factors-passkey-too-many = Akun Anda sudah mencapai batas jumlah kunci sandi: hapus salah satunya terlebih dahulu.
factors-passkey-too-many-attempts = Terlalu banyak percobaan. Tunggu beberapa menit, lalu coba lagi.
factors-passkey-name-length = Nama kunci sandi harus terdiri dari 1 hingga 64 karakter.
factors-passkey-not-yours = Kunci sandi tersebut sudah bukan milik Anda.
factors-passkey-not-added = Kunci sandi tidak dapat ditambahkan, atau prosesnya terlalu lama. Coba lagi.
factors-page-expired = Halaman ini sudah kedaluwarsa; muat ulang halaman.
factors-sign-in-again = Masuk lagi.
factors-passkeys-unavailable = Kunci sandi tidak tersedia di server ini.
factors-sign-in-to-add = Masuk lagi untuk menambahkan kunci sandi.

## The account page's sign-in providers (another account that signs the user in).

links-heading = Masuk dengan akun lain
links-linked = Penyedia telah ditautkan: mulai sekarang Anda dapat masuk ke akun ini dengannya.
links-unlinked = Tautan ke penyedia telah diputuskan.
links-linked-on = ditautkan { $date }
links-unlink = Putuskan tautan
links-link = Tautkan { $provider }

## The account page's third-party apps the user allowed.

apps-heading = Aplikasi dengan akses
apps-allowed-on = diizinkan { $date }
apps-remove = Hapus akses
apps-removed = Akses aplikasi telah dihapus; aplikasi tersebut telah dikeluarkan.

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = Hapus akun Anda
delete-explain-lead = Anda dapat menghapus sendiri akun Anda beserta semua data yang disimpan tentangnya.
delete-explain-sign-in = Masuk: dengan kata sandi, kunci sandi, atau penyedia yang Anda gunakan saat mendaftar ("Masuk dengan …").
delete-explain-confirm = Konfirmasikan bahwa akun ini harus dihapus.
delete-explain-what = Yang dihapus: profil Anda (nama, alamat email, nomor telepon, foto, lokasi), kata sandi, setiap sesi beserta perangkat dan lokasi yang tercatat, faktor kedua, kunci sandi, penyedia login yang ditautkan, dan setiap token yang diterbitkan untuk aplikasi. Semua perangkat akan dikeluarkan. Log keamanan menyimpan entri tentang Anda dengan nama acak, tanpa alamat IP, paling lama { $days } hari.
delete-explain-now = Kapan: segera. Konfirmasi akan dikirim ke alamat email Anda.
delete-explain-later = Kapan: { $days } hari setelah Anda memintanya; jika Anda masuk sebelum itu, akun tetap dipertahankan. Konfirmasi akan dikirim ke alamat email Anda.
delete-explain-apps = Akun juga dapat dihapus dari setelan aplikasi.
delete-explain-link = Masuk dan hapus akun Anda
delete-login-lead = untuk menghapus akun Anda
delete-confirm-what = Tindakan ini menghapus profil, sesi, faktor kedua, kunci sandi, dan penyedia yang ditautkan, serta mengeluarkan Anda dari semua perangkat.
delete-confirm-later = Akun akan dihapus setelah { $days } hari; jika Anda masuk sebelum itu, akun tetap dipertahankan.
delete-confirm-now = Tindakan ini tidak dapat diurungkan.
delete-confirm-check = Hapus akun saya beserta semua data tentangnya
delete-confirm-button = Hapus akun saya
delete-confirm-keep = Pertahankan akun saya
delete-done-title = Akun dihapus
delete-done = Akun Anda beserta semua data tentangnya telah dihapus. Konfirmasi sedang dikirim ke alamat email Anda.
delete-scheduled-title = Penghapusan akun dijadwalkan
delete-scheduled = Semua sesi telah diakhiri. Akun Anda akan dihapus pada { $date }; masuk sebelum tanggal tersebut untuk mempertahankannya.

## The account page's language (stored: the language of the user's mails).

account-language-heading = Bahasa
account-language-help = Bahasa untuk halaman akun ini dan email yang dikirim ke akun ini.
account-language-save = Simpan bahasa
account-language-saved = Bahasa Anda telah disimpan.

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · Konsol
console-nav-signed-in = Konsol · masuk sebagai { $email } ({ $role })
console-nav-your-account = Akun Anda
console-nav-label = Konsol
console-nav-overview = Ringkasan
console-nav-users = Pengguna
console-nav-organizations = Organisasi
console-nav-clients = Klien
console-nav-apis = API
console-nav-webhooks = Webhook
console-nav-audit = Jejak audit
console-nav-keys = Kunci
console-nav-settings = Setelan

console-frame-role-admin = admin
console-frame-role-support = dukungan
console-frame-role-viewer = peninjau
console-frame-role-none = tidak ada
console-frame-table-empty = { $caption }: tidak ada.
console-frame-age-days = { $count } hari
console-frame-age-hours = { $count } jam
console-frame-age-minutes = { $count } menit

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = Peran konsol Anda tidak dapat membuka halaman ini. Hubungi administrator jika Anda memerlukannya.
console-gate-form-expired = Formulir ini sudah kedaluwarsa atau tidak berasal dari konsol. Buka lagi halamannya dan ulangi.
console-gate-change-not-allowed = Peran konsol Anda tidak mengizinkan perubahan ini.
console-gate-no-role = Akun Anda tidak memiliki peran di konsol. Administrator dapat memberikannya kepada Anda.
console-gate-not-allowed-title = Tidak diizinkan
console-gate-not-found-title = Tidak ditemukan
console-gate-not-done-title = Tidak dilakukan
console-gate-sign-in-again-lead = lagi, dengan faktor kedua Anda, untuk membuka konsol
console-gate-needs-second-factor = Konsol memerlukan proses masuk dengan faktor kedua Anda (aplikasi autentikator atau kunci sandi).
console-gate-no-such-user = Pengguna tersebut tidak ada.
console-gate-no-such-client = Klien tersebut tidak ada.
console-gate-no-such-api = API tersebut tidak ada.
console-gate-no-such-webhook = Webhook tersebut tidak ada.
console-gate-no-such-delivery = Pengiriman tersebut tidak ada.
console-gate-no-such-session = Sesi tersebut tidak ada.
console-gate-no-such-link = Tautan tersebut tidak ada.
console-gate-no-such-organization = Organisasi tersebut tidak ada.
console-gate-no-such-domain = Domain tersebut tidak ada.
console-gate-no-such = Tidak ada { $what } seperti itu.
console-gate-duplicate-email = Pengguna dengan email tersebut sudah ada.
console-gate-last-sign-in-method = Tautan ini adalah satu-satunya cara tersisa untuk masuk ke akun: setel kata sandi terlebih dahulu.
console-gate-api-exists = API dengan pengenal tersebut sudah ada.
console-gate-disable-client-first = Nonaktifkan klien sebelum menghapusnya.

## The console's overview page.

console-overview-title = Ringkasan
console-overview-find-user = Cari pengguna
console-overview-accounts = Akun
console-overview-live-sessions = Sesi aktif
console-overview-sign-ins = Proses masuk, 24 jam
console-overview-failed-sign-ins = Proses masuk gagal, 24 jam
console-overview-lockouts = Penguncian saat ini
console-overview-failing-deliveries = Pengiriman webhook yang gagal
console-overview-chart-heading = Proses masuk dalam 24 jam terakhir
console-overview-counted = Dihitung { $at } (angka paling lama berumur satu menit).
console-overview-chart-label = Proses masuk per jam selama 24 jam terakhir: { $succeeded } berhasil, { $failed } gagal
console-overview-chart-hour = { $time }: { $succeeded } berhasil, { $failed } gagal
console-overview-chart-start = 24 jam lalu
console-overview-chart-end = sekarang
console-overview-legend-succeeded = berhasil ({ $count })
console-overview-legend-failed = gagal ({ $count })
console-overview-keys-heading = Kunci penandatanganan
console-overview-keys-caption = Kunci penandatanganan, terbaru dahulu
console-overview-key = Kunci
console-overview-algorithm = Algoritme
console-overview-state = Status
console-overview-age = Usia
console-overview-signing-for = Menandatangani selama
console-overview-key-pending = tertunda
console-overview-key-active = aktif
console-overview-key-retired = dipensiunkan
console-overview-keys-link = Kunci dan rotasi

## The console's users list.

console-users-title = Pengguna
console-users-deleted = Pengguna telah dihapus.
console-users-search-label = Alamat, nama, atau ID pengguna
console-users-search = Cari
console-users-search-help = Alamat dicocokkan dari awal, nama dari awal kata mana pun; ID harus cocok seluruhnya.
console-users-caption = Pengguna, terlama dahulu
console-users-matching = Pengguna yang cocok dengan “{ $query }”
console-users-address = Alamat
console-users-name = Nama
console-users-verified = Terverifikasi
console-users-state = Status
console-users-created = Dibuat
console-users-yes = ya
console-users-no = tidak
console-users-enabled = aktif
console-users-disabled = nonaktif
console-users-next-page = Halaman berikutnya

## The console's page of one user.

console-user-done-disabled = Pengguna telah dinonaktifkan: semua sesi diakhiri.
console-user-done-enabled = Pengguna telah diaktifkan: pengguna dapat masuk lagi.
console-user-done-signed-out = Semua sesi pengguna telah diakhiri.
console-user-done-session-ended = Sesi telah diakhiri.
console-user-done-factors-reset = Faktor kedua pengguna telah dihapus; pengguna telah diberi tahu melalui email.
console-user-done-verification-sent = Email verifikasi sedang dikirim.
console-user-done-role = Peran telah diubah.
console-user-why-heading = Mengapa pengguna ini tidak dapat masuk?
console-user-nothing-stops = Saat ini tidak ada yang menghalangi pengguna ini untuk masuk.
console-user-reason-disabled = Akun dinonaktifkan oleh operator.
console-user-reason-unverified = Alamat belum diverifikasi: masuk dengan kata sandi ditolak sampai tautan di email verifikasi digunakan.
console-user-reason-locked-password = Dikunci setelah kata sandi salah dari { $ip } hingga { $until } (sekitar { $minutes } menit; pembatasan proses masuk).
console-user-reason-locked-second-step = Langkah kedua dikunci setelah kode salah hingga { $until } (sekitar { $minutes } menit; pembatasan faktor kedua).
console-user-reason-passkey-only = Akun tidak memiliki kata sandi: hanya dapat masuk dengan kunci sandi (atau setelah reset kata sandi).
console-user-reason-providers-only = Akun tidak memiliki kata sandi: hanya dapat masuk melalui { $providers } (atau setelah reset kata sandi).
console-user-reason-second-factor-due = Belum ada faktor kedua yang disiapkan, sedangkan { $clients } mewajibkan proses masuk dua faktor: pengguna harus menambahkannya terlebih dahulu.
console-user-reason-deletion-scheduled = Pengguna meminta penghapusan akun: akun akan dihapus pada { $date } kecuali pengguna masuk sebelum itu.
console-user-profile = Profil
console-user-id = ID pengguna
console-user-address = Alamat
console-user-verified = Terverifikasi
console-user-state = Status
console-user-name = Nama
console-user-mobile = Ponsel
console-user-place = Lokasi
console-user-created = Dibuat
console-user-console-role = Peran konsol
console-user-sessions = Sesi
console-user-sessions-caption = Sesi aktif, terbaru dahulu
console-user-device = Perangkat
console-user-ip-and-place = IP dan lokasi
console-user-signed-in = Masuk
console-user-last-active = Terakhir aktif
console-user-methods = Metode
console-user-end-column = Akhiri
console-user-end-session = Akhiri
console-user-unknown-device = Perangkat tidak dikenal
console-user-second-factors = Faktor kedua
console-user-authenticator-app = Aplikasi autentikator
console-user-recovery-codes-left = Sisa kode pemulihan
console-user-passkeys = Kunci sandi
console-user-factor-none = tidak ada
console-user-totp-since = sejak { $date }
console-user-providers-and-apps = Penyedia dan aplikasi
console-user-links-caption = Penyedia yang ditautkan
console-user-provider = Penyedia
console-user-address-given = Alamat yang diberikan
console-user-linked = Ditautkan
console-user-consents-caption = Persetujuan untuk aplikasi pihak ketiga
console-user-client = Klien
console-user-scopes = Cakupan
console-user-allowed = Diizinkan
console-user-recent-events = Peristiwa terbaru
console-user-events-caption = Peristiwa audit terbaru tentang pengguna
console-user-when = Waktu
console-user-type = Jenis
console-user-actor = Pelaku
console-user-ip = IP
console-user-every-event = Semua peristiwa tentang pengguna
console-user-actions = Tindakan
console-user-disable = Nonaktifkan
console-user-enable = Aktifkan
console-user-sign-out-everywhere = Keluarkan dari semua perangkat
console-user-resend-verification = Kirim ulang email verifikasi
console-user-reset-factors = Reset faktor kedua
console-user-reset-factors-confirm = Hapus aplikasi autentikator, kode pemulihan, dan kunci sandi
console-user-delete = Hapus pengguna
console-user-delete-confirm = Hapus akun ini beserta semua datanya, sekarang
console-user-role-heading = Peran konsol
console-user-role-label = Peran
console-user-set-role = Tetapkan peran
console-user-role-help = Peninjau dapat membaca semua halaman; dukungan juga dapat menonaktifkan dan mengaktifkan pengguna, mengeluarkan mereka, mereset faktor kedua mereka, dan mengirim ulang email verifikasi; admin dapat melakukan semuanya.
console-user-unknown-action = Tindakan tersebut tidak tersedia di halaman ini.
console-user-not-on-this-user = Tidak untuk pengguna ini: di bawah admin, operator hanya dapat bertindak pada pengguna tanpa peran, dan tidak seorang pun dapat mengubah peran, status, faktor, atau akunnya sendiri di sini.
console-user-tick-to-confirm = Centang kotak untuk mengonfirmasi, lalu ulangi.

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = Klien
console-client-list-caption = Klien, terlama dahulu
console-client-name = Nama
console-client-kind = Jenis
console-client-state = Status
console-client-registered = Terdaftar
console-client-kind-public = publik
console-client-kind-confidential = rahasia
console-client-state-enabled = aktif
console-client-state-disabled = nonaktif
console-client-register-heading = Daftarkan klien
console-client-register = Daftarkan
console-client-registered-notice = Klien telah didaftarkan.
console-client-deleted = Klien telah dihapus.

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI pengalihan, satu per baris
console-client-scopes-field = Cakupan (kosong: openid email profile authorization)
console-client-package-names-field = Nama paket Android, satu per baris
console-client-app-origins-field = Origin aplikasi untuk kunci sandi, satu per baris
console-client-logout-uri-field = URI logout back-channel
console-client-organization-field = Organisasi penerima Shared Signals (slug atau id)
console-client-flag-public = Publik (aplikasi browser atau native: tanpa rahasia, PKCE)
console-client-flag-resource-server = Server sumber daya (dapat melakukan introspeksi token)
console-client-flag-client-credentials = Dapat memperoleh token untuk dirinya sendiri (client_credentials)
console-client-flag-rotate-refresh-tokens = Rotasi refresh token
console-client-flag-require-mfa = Hanya proses masuk dua faktor
console-client-flag-require-par = Hanya pushed authorization request
console-client-flag-third-party = Pihak ketiga: pengguna memberikan persetujuan terlebih dahulu
console-client-flag-shared-signals = Penerima Shared Signals: menerima aliran peristiwa keamanan

## Console: one client's page

console-client-saved = Setelan klien telah disimpan.
console-client-disabled-notice = Klien telah dinonaktifkan: tokennya tidak lagi lolos verifikasi.
console-client-granted = Izin telah disimpan.
console-client-secret-replaced = Rahasia telah diganti.
console-client-secret-heading = Rahasia klien
console-client-secret-once = Salin sekarang: rahasia ini hanya ditampilkan kali ini dan tidak akan ditampilkan lagi (hanya digest-nya yang disimpan).
console-client-settings-heading = Setelan
console-client-yes = ya
console-client-no = tidak
console-client-redirect-uris = URI pengalihan
console-client-scopes = Cakupan
console-client-resource-server = Server sumber daya
console-client-two-factor-only = Hanya dua faktor
console-client-par-only = Hanya PAR
console-client-third-party = Pihak ketiga
console-client-shared-signals = Penerima Shared Signals
console-client-changed = Diubah
console-client-grants-heading = Izin pada API
console-client-grants-caption = API yang dapat dipanggil klien ini untuk dirinya sendiri
console-client-api = API
console-client-api-identifier = Pengenal API
console-client-grant = Berikan
console-client-actions-heading = Tindakan
console-client-rotate-secret = Rotasi rahasia
console-client-rotate-secret-confirm = Ganti rahasia: rahasia lama langsung tidak berlaku
console-client-disable = Nonaktifkan
console-client-disable-confirm = Nonaktifkan klien: tokennya tidak lagi lolos verifikasi
console-client-delete = Hapus
console-client-delete-confirm = Hapus klien beserta semua yang diterbitkan untuknya
console-client-edit-heading = Edit
console-client-save = Simpan
console-client-confirm-first = Centang kotak untuk mengonfirmasi, lalu ulangi.
console-client-unknown-action = Tindakan tersebut tidak tersedia di halaman ini.

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (resource indicator)
console-api-identifier = Pengenal
console-api-scopes = Cakupan
console-api-registered-column = Terdaftar
console-api-register-heading = Daftarkan API
console-api-identifier-field = Pengenal (URL https)
console-api-scopes-field = Cakupan, dipisahkan dengan spasi
console-api-register = Daftarkan
console-api-registered = API telah didaftarkan.

## Console: the webhooks page

console-webhook-title = Webhook
console-webhook-list-caption = Endpoint webhook
console-webhook-endpoint = Endpoint (pengirimannya)
console-webhook-events = Peristiwa
console-webhook-registered-column = Terdaftar
console-webhook-remove = Hapus
console-webhook-remove-confirm = Hentikan pengiriman ke endpoint ini
console-webhook-secret-heading = Rahasia penandatanganan
console-webhook-secret-once = Berikan kepada penerima sekarang: rahasia ini hanya ditampilkan kali ini.
console-webhook-register-heading = Daftarkan endpoint
console-webhook-url = URL
console-webhook-events-field = Jenis peristiwa, dipisahkan dengan spasi
console-webhook-register = Daftarkan
console-webhook-registered = Endpoint telah didaftarkan.
console-webhook-removed = Endpoint telah dihapus.
console-webhook-confirm-first = Centang kotak untuk mengonfirmasi, lalu ulangi.

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = Pengiriman
console-webhook-deliveries-caption = Pengiriman, terbaru dahulu
console-webhook-delivery = Pengiriman
console-webhook-event = Peristiwa
console-webhook-status = Status
console-webhook-attempts = Percobaan
console-webhook-last-error = Kesalahan terakhir
console-webhook-replay = Kirim ulang
console-webhook-replayed = Pengiriman telah dimasukkan lagi ke antrean.
console-webhook-status-pending = tertunda
console-webhook-status-delivered = terkirim
console-webhook-status-failed = gagal

## Console: the audit trail

console-audit-title = Jejak audit
console-audit-user-id = ID pengguna
console-audit-address = Alamat
console-audit-type = Jenis
console-audit-since = Sejak (RFC 3339)
console-audit-until = Hingga (RFC 3339)
console-audit-any-type = semua
console-audit-filter = Filter
console-audit-caption = Peristiwa, terbaru dahulu
console-audit-when = Waktu
console-audit-type-column = Jenis
console-audit-actor = Pelaku
console-audit-user = Pengguna
console-audit-client = Klien
console-audit-ip = IP
console-audit-older = Peristiwa lebih lama

## Console: the signing keys

console-keys-title = Kunci
console-keys-caption = Kumpulan kunci, terbaru dahulu
console-keys-key = Kunci
console-keys-algorithm = Algoritme
console-keys-state = Status
console-keys-made = Dibuat
console-keys-age = Usia
console-keys-signing-since = Menandatangani sejak
console-keys-retired = Dipensiunkan
console-keys-state-pending = tertunda
console-keys-state-active = aktif
console-keys-state-retired = dipensiunkan
console-keys-rotate-heading = Rotasi
console-keys-rotate-help = Rotasi dilakukan dalam dua langkah: langkah pertama memublikasikan kunci id_token baru di JWKS, langkah kedua membuatnya mulai menandatangani (dan mengganti kunci access-token). Kunci lama tetap memverifikasi hingga token terakhirnya kedaluwarsa.
console-keys-rotate = Rotasi
console-keys-rotate-confirm = Rotasi kunci penandatanganan
console-keys-published = Kunci id_token baru telah dipublikasikan: rotasi berikutnya akan membuatnya mulai menandatangani.
console-keys-activated = Kunci yang dipublikasikan kini menandatangani id_token, dengan kunci access-token baru.
console-keys-not-done = Tidak dilakukan
console-keys-confirm-first = Centang kotak untuk mengonfirmasi, lalu ulangi.

## Console: the settings

console-settings-title = Setelan
console-settings-effective-heading = Konfigurasi efektif
console-settings-effective-help = Hasil dari file, variabel lingkungan, dan nilai default; rahasia disamarkan.
console-settings-caption = Setelan
console-settings-setting = Setelan
console-settings-value = Nilai
console-settings-upstream-heading = Penyedia upstream
console-settings-providers-caption = Penyedia
console-settings-provider-id = ID
console-settings-provider-button = Tombol
console-settings-provider-last-error = Kesalahan terakhir di instance ini
console-settings-no-trouble = tidak ada sejak dimulai
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = Di aplikasi, masukkan kode ini sebagai gantinya: { $token }
mail-set-password-button = Setel kata sandi baru
mail-open-account-button = Buka akun Anda

## Verification of a new account's address

mail-verification-subject = Konfirmasi alamat email Anda
mail-verification-welcome = Selamat datang! Konfirmasikan bahwa ini adalah alamat email Anda.
mail-verification-link-hours = Tautan ini berlaku selama { $hours } jam dan hanya dapat digunakan sekali.
mail-verification-ignore = Jika Anda tidak membuat akun, abaikan email ini.
mail-verification-button = Konfirmasi alamat saya

## Moving an account to a new address: the mail to the new address

mail-change-subject = Konfirmasi alamat email baru Anda
mail-change-confirm = Konfirmasikan bahwa akun Anda akan menggunakan alamat email ini mulai sekarang.
mail-change-link-hours = Tautan ini berlaku selama { $hours } jam dan hanya dapat digunakan sekali; sampai saat itu, alamat lama Anda tetap digunakan.
mail-change-ignore = Jika Anda tidak memintanya, abaikan email ini: tidak ada yang berubah.
mail-change-button = Gunakan alamat ini

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = Perubahan alamat email akun Anda
mail-change-notice-asked = Seseorang yang masuk ke akun Anda meminta untuk memindahkannya ke { $address }.
mail-change-notice-until = Akun hanya akan pindah setelah tautan yang dikirim ke alamat tersebut digunakan; sampai saat itu, alamat ini tetap digunakan.
mail-change-notice-not-you = Jika itu bukan Anda, segera setel kata sandi baru: tindakan ini mengakhiri semua sesi dan membatalkan tautan tersebut.

## To an address that tried to register again

mail-registered-subject = Anda sudah memiliki akun
mail-registered-tried = Seseorang mencoba membuat akun dengan alamat email ini, padahal alamat ini sudah memiliki akun.
mail-registered-if-you = Jika itu Anda, silakan masuk, atau setel kata sandi baru jika Anda lupa.
mail-registered-not-you = Jika itu bukan Anda, abaikan email ini: tidak ada yang berubah.

## Password reset

mail-reset-subject = Setel kata sandi baru
mail-reset-asked = Seseorang meminta untuk menyetel kata sandi baru untuk akun Anda.
mail-reset-link-minutes = Tautan ini berlaku selama { $minutes } menit dan hanya dapat digunakan sekali; permintaan yang lebih baru akan menggantikannya.
mail-reset-not-you = Jika itu bukan Anda, abaikan email ini: kata sandi Anda tidak berubah.

## Notices: a second factor changed

mail-totp-added-subject = Aplikasi autentikator telah ditambahkan
mail-totp-added-body = Aplikasi autentikator telah ditambahkan ke akun Anda sebagai faktor kedua.
mail-totp-removed-subject = Aplikasi autentikator Anda telah dihapus
mail-totp-removed-body = Aplikasi autentikator telah dihapus dari akun Anda: sekarang Anda hanya memerlukan kata sandi untuk masuk.
mail-passkey-added-subject = Kunci sandi telah ditambahkan
mail-passkey-added-body = Kunci sandi telah ditambahkan ke akun Anda: kunci sandi ini memungkinkan Anda masuk tanpa kata sandi.
mail-passkey-removed-subject = Kunci sandi telah dihapus
mail-passkey-removed-body = Kunci sandi telah dihapus dari akun Anda: kunci sandi tersebut tidak dapat lagi digunakan untuk masuk.
mail-recovery-used-subject = Kode pemulihan telah digunakan
mail-recovery-used-body = Kode pemulihan telah digunakan untuk masuk ke akun Anda; tersisa { $left } kode yang belum digunakan.
mail-factor-not-you = Jika itu bukan Anda, ubah kata sandi Anda dan keluar dari semua perangkat melalui halaman akun Anda.

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } telah ditautkan ke akun Anda
mail-linked-body = Akun Anda telah ditautkan ke akun { $provider }: sekarang Anda dapat membukanya dengan masuk melalui { $provider }.
mail-unlinked-subject = Tautan { $provider } telah diputuskan dari akun Anda
mail-unlinked-body = Tautan akun Anda ke { $provider } telah diputuskan: masuk melalui { $provider } tidak lagi membuka akun Anda.
mail-link-not-you = Jika itu bukan Anda, ubah kata sandi Anda, keluar dari semua perangkat, dan putuskan tautan penyedia tersebut melalui halaman akun Anda.

## Account deleted

mail-deleted-subject = Akun Anda telah dihapus
mail-deleted-body = Akun Anda beserta semua data tentangnya telah dihapus, dan semua sesinya telah diakhiri.
mail-deleted-register-again = Alamat ini dapat didaftarkan lagi; tidak ada data akun lama yang akan kembali.

## Account deletion scheduled (after a grace period)

mail-deletion-subject = Akun Anda akan dihapus
mail-deletion-due = Akun Anda akan dihapus pada { $date }; semua sesinya telah diakhiri.
mail-deletion-keep = Untuk mempertahankannya, masuk lagi sebelum tanggal tersebut. Jika Anda tidak memintanya, masuk dan ubah kata sandi Anda.
mail-deletion-button = Masuk untuk mempertahankan akun

## An invitation to join an organization (its mail, then its page)

# $organization: the organization's name.
mail-invitation-subject = Bergabung dengan { $organization }
mail-invitation-body = Anda diundang untuk bergabung dengan { $organization }. Buka tautan untuk menerimanya: masuk dengan alamat ini, atau buat akun dengan alamat ini.
# $days: how many days the link works.
mail-invitation-expiry = Tautan ini berlaku selama { $days } hari.
mail-invitation-ignore = Jika Anda tidak mengenal organisasi ini, abaikan email ini: tidak ada yang terjadi kecuali Anda menerimanya.
# Button: opens the invitation's page.
mail-invitation-button = Lihat undangan
console-organizations-title = Organisasi
console-organizations-name = Nama
console-organizations-slug = Nama singkat (URL)
console-organizations-enabled = Aktif
console-organizations-mfa = Faktor kedua
console-organizations-new = Organisasi baru
console-organizations-create = Buat organisasi
console-organizations-created = Organisasi telah dibuat.
console-organization-saved = Aturan domain telah disimpan.
console-organization-id = ID
console-organization-members = Anggota
console-organization-roles = Peran
console-organization-managed = Lewat proses masuk organisasi
console-organization-break-glass = Akses darurat
console-organization-invitations = Undangan tertunda
console-organization-expires = Kedaluwarsa
console-organization-domains = Domain
console-organization-domain = Domain
console-organization-state = Status
console-organization-rules = Aturan
console-organization-save-rules = Simpan
console-organization-sign-in = Proses masuk milik organisasi
console-organization-no-sign-in = Organisasi ini tidak memiliki proses masuk sendiri: anggotanya masuk dengan kata sandi atau kunci sandi mereka.
# $organization: the organization's name.
organization-admin-title = { $organization }: setelan organisasi
organization-admin-lead = Anda mengelola organisasi ini sebagai { $email }.
organization-admin-none = Belum ada apa pun di sini.
organization-admin-members = Anggota
organization-admin-remove = Keluarkan
organization-admin-yes = Ya
organization-admin-no = Tidak
organization-admin-email = Alamat email
organization-admin-roles = Peran
organization-admin-managed = Lewat proses masuk organisasi
organization-admin-action = Tindakan
organization-admin-invitations = Undangan tertunda
organization-admin-revoke = Tarik kembali
organization-admin-expires = Kedaluwarsa
organization-admin-invite = Undang seseorang
organization-admin-role = Peran
organization-admin-invite-button = Kirim undangan
organization-admin-domains = Domain
organization-admin-domains-lead = Klaim domain email perusahaan Anda, publikasikan record TXT yang ditampilkan, lalu verifikasi domain tersebut. Alamat dari domain terverifikasi dapat masuk melalui proses masuk organisasi Anda.
organization-admin-verify = Verifikasi
organization-admin-verified = Terverifikasi
organization-admin-pending = Tertunda
organization-admin-domain = Domain
organization-admin-state = Status
organization-admin-record = Record yang perlu dipublikasikan
organization-admin-add-domain = Klaim domain
organization-admin-sign-in = Proses masuk organisasi Anda
organization-admin-no-sign-in = Anggota Anda masuk dengan kata sandi mereka masing-masing. Siapkan penyedia OpenID Anda sendiri (Okta, Entra ID, Google Workspace…) agar mereka masuk melaluinya.
organization-admin-issuer = URL penerbit (issuer)
organization-admin-client-id = ID klien
organization-admin-client-secret = Rahasia klien
organization-admin-redirect-uri = URI pengalihan yang perlu didaftarkan di penyedia Anda
organization-admin-save-sign-in = Simpan setelan proses masuk
organization-admin-sign-in-title = Masuk terlebih dahulu
organization-admin-sign-in-text = Masuk di halaman akun Anda, lalu buka halaman ini lagi.
organization-admin-sign-in-link = Buka akun Anda
organization-admin-unknown-title = Organisasi tidak ditemukan
organization-admin-unknown-text = Tidak ada organisasi di sini yang Anda kelola.
organization-admin-unknown-change = Perubahan tersebut tidak tersedia di halaman ini.
organization-admin-scim = Penyediaan (SCIM)
organization-admin-scim-lead = Direktori Anda (Okta, Entra ID, Google Workspace…) menambahkan, mengubah, dan menghapus anggota serta grup Anda di sini melalui SCIM 2.0. Masukkan URL dasar dan token sebuah koneksi ke direktori tersebut.
organization-admin-scim-base-url = URL dasar
organization-admin-scim-made = Dibuat
organization-admin-scim-last-used = Terakhir digunakan
organization-admin-scim-never = Tidak pernah
organization-admin-scim-old-token = Token lama berlaku hingga
organization-admin-scim-rotate = Token baru
organization-admin-scim-make = Buat koneksi
organization-admin-scim-token-title = Token direktori Anda
organization-admin-scim-token-text = Salin URL dasar dan token ke direktori Anda sekarang: token ini tidak akan ditampilkan lagi. Token lama, jika ada, masih berlaku satu hari lagi.
organization-admin-scim-token = Token
organization-admin-scim-revoke-confirm = Cabut koneksi: tokennya langsung berhenti berfungsi
# $organization: the organization's name.
invitation-title = Bergabung dengan { $organization }
# $organization, $email: the organization's name, the invited address.
invitation-join-lead = Anda diundang untuk bergabung dengan { $organization } sebagai { $email }.
invitation-join-button = Bergabung
invitation-sign-up-lead = Anda diundang untuk bergabung dengan { $organization }. Buat akun Anda dengan { $email } untuk bergabung: undangan ini menunjukkan bahwa alamat tersebut milik Anda.
invitation-name = Nama Anda
invitation-password = Pilih kata sandi (minimal 10 karakter)
invitation-sign-up-button = Buat akun dan bergabung
# $email: the invited address; $current: the address the browser is signed in with.
invitation-other-account = Undangan ini untuk { $email }, tetapi Anda masuk sebagai { $current }. Keluar, lalu buka tautan itu lagi.
# $email: the invited address.
invitation-sign-in-first = Undangan ini untuk { $email }, yang sudah memiliki akun di sini. Masuk dengan alamat tersebut di halaman akun Anda, lalu buka tautan itu lagi.
invitation-sign-in-as-invitee = Masuk terlebih dahulu dengan alamat yang diundang.
invitation-unusable-title = Undangan ini tidak dapat digunakan
invitation-unusable-text = Undangan ini sudah digunakan, ditarik kembali, digantikan oleh undangan yang lebih baru, atau sudah kedaluwarsa. Mintalah undangan baru kepada organisasi tersebut.
# $organization: the organization's name.
invitation-joined-title = Anda telah bergabung dengan { $organization }
invitation-joined-text = Anda sekarang menjadi anggota: aplikasi tempat Anda masuk untuk organisasi ini akan mengetahuinya.
invitation-joined-new-account = Akun Anda sudah siap dan Anda sudah menjadi anggota: masuk dengan alamat email Anda dan kata sandi yang Anda pilih.

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
api-code-refresh-token = Token dan refresh token telah diterbitkan
api-code-token = Token telah diterbitkan
api-code-userdata = Data pengguna
api-code-login-success = Berhasil masuk
api-code-auth-code = Kode otorisasi telah diterbitkan
api-code-id-token = id_token telah diterbitkan
api-code-logged-out = Berhasil keluar; sesi dan token-tokennya telah dicabut
api-code-ok = Selesai
api-code-alive = Melayani
api-code-ready = Siap melayani
api-code-sessions = Sesi aktif Anda
api-code-export = Semua data yang disimpan tentang akun Anda
api-code-email-change-requested = Jika alamat tersebut dapat digunakan, tautan untuk mengonfirmasinya sedang dikirim ke sana
api-code-account-deleted = Akun Anda beserta semua data tentangnya telah dihapus; semua sesi telah diakhiri
api-code-deletion-scheduled = Semua sesi telah diakhiri dan akun Anda akan dihapus; masuk lagi sebelum waktunya untuk mempertahankannya
api-code-reauthentication-required = Masuk lagi terlebih dahulu: tindakan ini memerlukan proses masuk dalam beberapa menit terakhir
api-code-session-ended = Berhasil keluar; sesi dan token-tokennya telah dicabut
api-code-password-changed = Kata sandi telah diubah; semua sesi lain beserta token-tokennya telah dicabut
api-code-registration-accepted = Pendaftaran diterima; periksa email Anda untuk mengonfirmasi alamat Anda
api-code-email-verified = Alamat email telah diverifikasi
api-code-reset-requested = Jika alamat tersebut memiliki akun, email berisi tautan reset sedang dikirim
api-code-password-reset = Kata sandi telah disetel; semua sesi beserta token-tokennya telah dicabut
api-code-registration-closed = Pendaftaran ditutup; mintalah akun kepada operator
api-code-invalid-request = Format permintaan tidak valid
api-code-unsupported-grant-type = grant_type harus berupa code atau refresh_token
api-code-invalid-grant = Kode atau refresh_token tidak valid, kedaluwarsa, dicabut, atau diterbitkan untuk klien lain
api-code-invalid-client = Autentikasi klien gagal
api-code-invalid-credentials = Email atau kata sandi salah. Akun baru dapat digunakan untuk masuk setelah alamatnya dikonfirmasi: periksa email Anda untuk menemukan tautannya
api-code-mfa-required = Faktor kedua diperlukan: jawab dengan kode dari aplikasi autentikator Anda atau kode pemulihan
api-code-mfa-enrolment-required = Aplikasi ini mewajibkan proses masuk dua faktor: siapkan aplikasi autentikator atau kunci sandi di halaman akun Anda, lalu masuk lagi
api-code-passkey-options = Teruskan opsi ini ke autentikator
api-code-passkey-added = Kunci sandi telah ditambahkan
api-code-passkeys = Kunci sandi Anda
api-code-links = Penyedia login yang ditautkan ke akun Anda
api-code-last-sign-in-method = Ini adalah satu-satunya cara tersisa untuk masuk ke akun: setel kata sandi atau tambahkan kunci sandi terlebih dahulu
api-code-insufficient-scope = Cakupan token tidak mengizinkan permintaan ini
api-code-not-a-member = Anda tidak dapat masuk untuk organisasi ini: mintalah administratornya untuk menambahkan Anda
api-code-sso-required = Proses masuk Anda ditangani oleh organisasi Anda: lanjutkan di ssoUrl
api-code-not-found = Sumber daya tidak ditemukan
api-code-method-not-allowed = Metode tidak diizinkan untuk sumber daya ini
api-code-conflict = Sudah ada
api-code-payload-too-large = Isi permintaan terlalu besar
api-code-rate-limited = Terlalu banyak permintaan; coba lagi nanti
api-code-server-error = Kesalahan server internal
api-code-service-unavailable = Layanan untuk sementara tidak tersedia; coba lagi nanti

## Bearer tokens and capacity (every JSON API)

api-bearer-required = Token akses diperlukan dalam bentuk `Authorization: Bearer <token>`; token ini tidak ada, formatnya salah, atau telah dicabut
api-busy = Terlalu banyak proses masuk secara bersamaan; coba lagi sebentar lagi

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type harus berupa id_token atau token
api-token-type-grant = token_type harus berupa refresh_token atau token
api-token-type-refresh = token_type harus berupa token untuk grant_type refresh_token
api-client-secret-required = client_secret wajib diisi jika token_type adalah token
api-field-empty = { $field } tidak boleh kosong

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = password terlalu panjang
api-mfa-token-invalid = mfaToken tidak dikenal, sudah digunakan, atau kedaluwarsa: masuk lagi
api-challenge-invalid = challengeId tidak dikenal, sudah digunakan, atau kedaluwarsa: minta opsi kunci sandi yang baru
api-mfa-code-or-passkey = Faktor kedua diperlukan: jawab dengan kode dari aplikasi autentikator Anda, kode pemulihan, atau kunci sandi Anda
api-mfa-passkey = Faktor kedua diperlukan: jawab dengan kunci sandi Anda (login/passkey dengan mfaToken)
api-client-id-required = client_id wajib diisi
api-client-unknown = client_id tidak dikenal atau dinonaktifkan
api-redirect-uri-required = redirect_uri wajib diisi
api-redirect-uri-unregistered = redirect_uri tidak terdaftar untuk klien ini
api-state-too-long = state terlalu panjang

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = Token tidak dikenal, sudah digunakan, kedaluwarsa, atau telah digantikan oleh token yang lebih baru
api-session-not-found = Tidak ada sesi aktif Anda dengan ID tersebut

## Native-app API: second factors and passkeys

api-authenticator-exists = Autentikator sudah disiapkan; hapus terlebih dahulu
api-authenticator-not-pending = Tidak ada autentikator yang sedang disiapkan
api-authenticator-none = Belum ada autentikator yang disiapkan
api-factor-code-wrong = Kode salah
api-reauthenticate-factors = Masuk lagi (dengan faktor kedua, jika ada) untuk mengubah faktor kedua Anda
api-reauthenticate-passkeys = Masuk lagi (dengan faktor kedua, jika ada) untuk mengubah kunci sandi Anda
api-reauthenticate-sign-in = Masuk lagi (dengan faktor kedua, jika ada) untuk mengubah cara Anda masuk
api-passkeys-unavailable = kunci sandi tidak tersedia di server ini
api-passkey-not-found = kunci sandi tidak ditemukan
api-passkey-no-ceremony = tidak ada pendaftaran kunci sandi yang menunggu; minta opsi baru
api-passkey-rejected = kunci sandi tidak dapat diverifikasi
api-passkey-registered = kunci sandi ini sudah terdaftar
api-passkey-name-invalid = nama kunci sandi harus terdiri dari 1 hingga { $max } karakter, tanpa karakter kontrol atau karakter pemformatan dua arah
api-passkeys-too-many = satu akun dapat memiliki paling banyak { $max } kunci sandi

## Native-app API: upstream identity providers

api-upstream-unknown = Tidak ada penyedia upstream dengan ID ini
api-upstream-refused = id_token tidak diterima untuk penyedia ini
api-upstream-disabled = Akun dinonaktifkan
api-upstream-no-email = id_token tidak berisi alamat email untuk membuat akun
api-upstream-unverified-email = Penyedia tidak menjamin alamat email dalam id_token: daftar dengan alamat tersebut, lalu tautkan penyedia
api-upstream-unreachable = Penyedia tidak dapat dihubungi; coba lagi nanti
api-upstream-email-taken = Akun dengan alamat ini sudah ada: masuk ke akun tersebut dan tautkan penyedia dari halaman akun
api-upstream-outside-domains = Proses masuk organisasi hanya dapat digunakan untuk alamat dari domain terverifikasinya
api-upstream-unconfirmed-account = Akun dengan alamat ini sudah ada tetapi belum pernah dikonfirmasi: konfirmasikan akun tersebut, lalu masuk lagi melalui organisasi
api-upstream-operator-account = Akun operator masuk dengan kata sandi dan faktor keduanya sendiri, bukan melalui proses masuk organisasi
api-link-not-found = Akun tidak memiliki tautan ke penyedia ini

## Admin API

api-admin-key-required = API admin memerlukan `Authorization: Bearer <admin key>`
api-admin-status-once = status paling banyak sekali
api-admin-parameters-once = setiap parameter paling banyak sekali
api-admin-duplicate-email = pengguna dengan email tersebut sudah ada
api-admin-user-not-found = pengguna tidak ditemukan
api-admin-client-not-found = klien tidak ditemukan
api-admin-api-not-found = API tidak ditemukan
api-admin-session-not-found = sesi tidak ditemukan
api-admin-delivery-not-found = pengiriman tidak ditemukan
api-admin-webhook-not-found = webhook tidak ditemukan

## Confirming an address in a browser that did not ask for the mail

# A line of the verification mail: where its link confirms with one click.
mail-verification-where = Buka tautan di browser tempat Anda mendaftar: di browser lain, Anda akan diminta memasukkan kata sandi akun.
# A line of the address-change mail: where its link confirms with one click.
mail-change-where = Buka tautan di browser tempat Anda meminta perubahan, atau tempat Anda sedang masuk: di browser lain, Anda akan diminta memasukkan kata sandi Anda.
# Sent in English under a confirmation mail written in another language (whoever signed up may have picked a language the address's owner does not read). Translate it all the same.
mail-not-yours-english = Anda tidak mendaftar atau tidak memintanya? Jika begitu, jangan konfirmasi: abaikan email ini dan tidak akan terjadi apa-apa.
# The mailed link's page in a browser that did not ask for the mail.
verify-password-lead = Untuk mengonfirmasi alamat ini di sini, masukkan kata sandi akun pemilik alamat ini. Jika Anda mendaftar di aplikasi, masukkan kode dari email di aplikasi tersebut sebagai gantinya. Jika Anda tidak mendaftar atau tidak memintanya, jangan konfirmasi: tutup halaman ini.
# The password field's label on that page.
verify-password = Kata sandi akun
verify-password-needed = Masukkan kata sandi akun untuk mengonfirmasi alamat di browser ini.
verify-wrong-password = Itu bukan kata sandi akun ini.

## After a password reset, every other way into the account

mail-reset-done-subject = Kata sandi Anda telah direset
mail-reset-done-body = Kata sandi akun Anda baru saja direset, dan semua perangkat yang sebelumnya masuk telah dikeluarkan.
mail-reset-done-still = Hal berikut masih dapat digunakan untuk masuk ke akun Anda:
mail-reset-done-remove = Jika salah satunya bukan milik Anda, masuk dengan kata sandi baru dan pilih “Hapus semua kecuali kata sandi baru” di halaman akun Anda.
mail-reset-done-nothing-else = Tidak ada cara lain untuk masuk ke akun Anda: hanya kata sandi baru.
# Sent when the list holds a second factor (a passkey, an authenticator app, recovery codes).
mail-reset-done-factor-not-yours = Jika saat masuk Anda diminta faktor kedua yang tidak Anda miliki, itu bukan milik Anda: minta tim dukungan layanan ini untuk menghapusnya.
mail-reset-done-not-you = Jika Anda tidak mereset kata sandi, seseorang dapat membaca email Anda: amankan kotak surat Anda terlebih dahulu, lalu setel kata sandi baru sekali lagi.
# $name: the passkey's name, as its owner gave it.
ways-in-passkey = Kunci sandi “{ $name }”
ways-in-authenticator = Aplikasi autentikator
# $count: how many unused recovery codes the account has.
ways-in-recovery-codes = { $count } kode pemulihan yang belum digunakan
# $provider: the provider's display name (e.g. "Google").
ways-in-link = Masuk dengan { $provider }
# $count: how many other devices are signed in.
ways-in-sessions = { $count } perangkat lain yang sedang masuk (tercantum di bawah)
account-review-heading = Kata sandi Anda telah direset
# $date: when, e.g. "2026-12-02 10:04 UTC".
account-review-lead = Kata sandi Anda direset pada { $date }. Hal berikut masih dapat digunakan untuk masuk ke akun Anda:
account-review-explain = Jika salah satunya bukan milik Anda, hapus semuanya: setelah itu hanya kata sandi baru Anda yang dapat digunakan untuk masuk, dan semua perangkat lain akan dikeluarkan. Anda dapat menambahkan kunci sandi atau aplikasi autentikator lagi sesudahnya.
# Button.
account-review-remove = Hapus semua kecuali kata sandi baru
# Button.
account-review-keep = Semuanya milik saya
account-review-gone = Tidak ada lagi yang perlu ditinjau.
account-review-removed = Semua kecuali kata sandi baru Anda telah dihapus, dan semua perangkat lain telah dikeluarkan.
account-review-kept = Baik: semuanya tetap seperti semula.

## The second step locked after wrong codes

mail-factor-locked-subject = Seseorang mencoba melewati faktor kedua Anda
# $minutes: how long signing in stays paused.
mail-factor-locked-body = Seseorang memasukkan kata sandi Anda, lalu lima kode faktor kedua yang salah. Proses masuk ke akun Anda dijeda selama { $minutes } menit.
mail-factor-locked-not-you = Jika itu bukan Anda, seseorang mengetahui kata sandi Anda: segera setel kata sandi baru.
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = peran konsol memerlukan alamat yang sudah diverifikasi: pengguna harus mengonfirmasi alamatnya terlebih dahulu
console-gate-unverified = Konsol hanya terbuka untuk operator yang alamatnya sudah diverifikasi. Konfirmasi alamat Anda melalui tautan di email verifikasi, lalu buka konsol lagi.
console-gate-idle-lead = lagi untuk membuka konsol
console-gate-idle = Konsol tidak digunakan selama { $minutes } menit, jadi Anda diminta masuk lagi. Anda tetap masuk ke akun Anda.
console-webhook-url-once = URL-nya, ditampilkan utuh hanya kali ini (daftar menyembunyikan bagian setelah "?", tempat token mungkin berada):
console-webhook-query-hidden = Bagian setelah "?" pada URL endpoint disembunyikan: bagian itu mungkin berisi token penerima.

## Signing in with a code mailed to the address (no password)

# A second button of the login form: mails a code to the address typed.
page-login-email-code = Kirimi saya kode lewat email
page-code-ask-title = Masuk dengan kode
page-code-ask-lead = Masukkan alamat email Anda: kami akan mengirimkan kode untuk masuk, tanpa perlu kata sandi.
page-code-ask-button = Kirimi saya kode lewat email
page-code-invalid-email = Masukkan alamat email lengkap, misalnya name@example.com.
page-code-not-allowed = Aplikasi ini meminta kata sandi atau kunci sandi Anda: masuk dengan kode yang dikirim lewat email tidak tersedia di sini.
page-code-title = Periksa email Anda
# $email: the address typed; $minutes: how long the code works.
page-code-lead = Email sedang dikirim ke { $email }. Masukkan kode enam digit di dalamnya: kode ini berlaku selama { $minutes } menit dan hanya dapat digunakan sekali.
page-code-field = Kode masuk
# Shown when anyone may create an account: a code for a new address creates one.
page-code-name = Nama Anda, jika Anda baru di sini
page-code-button = Masuk
page-code-again = Kirim kode baru
page-code-wrong = Kode itu salah atau sudah kedaluwarsa. Periksa email terbaru, atau minta kode baru.
page-code-link-title = Masuk
page-code-link-lead = Masuk ke akun Anda di browser ini.
page-code-link-button = Masuk sekarang
page-code-link-elsewhere-title = Masukkan kode ini di tempat Anda memintanya
page-code-link-elsewhere = Tautan ini dibuka di browser atau aplikasi yang berbeda dari tempat tautan ini diminta. Masukkan kode ini di sana:
page-code-link-ended-title = Tautan ini sudah tidak berlaku
page-code-link-ended = Tautan ini sudah digunakan, telah digantikan oleh tautan yang lebih baru, atau sudah terlalu lama. Minta kode baru di tempat Anda masuk.
api-sign-in-code-refused = Kode salah, sudah digunakan, telah digantikan, atau kedaluwarsa: minta kode baru
api-login-code-or-password = Kirim kata sandi atau kode, jangan keduanya
api-code-code-sent = Email berisi kode masuk sedang dikirim; kode ini berlaku selama beberapa menit dan hanya dapat digunakan sekali
api-code-sign-in-code-not-allowed = Masuk dengan kode yang dikirim lewat email tidak tersedia di sini: gunakan kata sandi atau kunci sandi Anda

## Mail: a sign-in code

mail-code-subject = Kode masuk Anda
mail-code-asked = Seseorang meminta untuk masuk dengan alamat ini. Kode yang perlu dimasukkan adalah:
# $minutes: how long the code and the link work.
mail-code-minutes = Kode dan tautan di bawah ini berlaku selama { $minutes } menit dan hanya dapat digunakan sekali; permintaan yang lebih baru akan menggantikannya.
mail-code-new-account = Belum ada akun yang menggunakan alamat ini: masuk dengan kode ini akan membuat akun baru.
mail-code-button = Masuk sekarang
mail-code-not-you = Jika itu bukan Anda, abaikan email ini: tidak ada yang bisa masuk tanpa kode ini.

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = Masuk dengan alamat ini
mail-no-account-body = Seseorang meminta kode untuk masuk dengan alamat ini, tetapi tidak ada akun di sini yang menggunakannya.
mail-no-account-not-you = Jika itu bukan Anda, abaikan email ini: tidak ada yang berubah.

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = Pengguna dapat masuk dengan kode yang dikirim lewat email
api-name-invalid = Nama terlalu panjang atau berisi karakter kontrol
