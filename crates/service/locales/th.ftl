# Thai: translated from en.ftl; every message id of en.ftl, no other.
# Messages are plain text (the pages escape them); variables and plurals are Fluent's.

## The language picker under every page.

language-picker = ภาษา

## What every page shares (crates/http/src/pages: html.rs, common.rs, errors.rs, csrf.rs, markup.rs)

## A page's own login form refused (shown above the form)

error-wrong-credentials = อีเมลหรือรหัสผ่านไม่ถูกต้อง บัญชีใหม่จะลงชื่อเข้าใช้ได้หลังจากยืนยันอีเมลแล้ว โปรดตรวจหาลิงก์ในอีเมลของคุณ
error-throttled = พยายามไม่สำเร็จหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง
error-busy = ขณะนี้มีผู้ลงชื่อเข้าใช้จำนวนมากเกินไป โปรดลองอีกครั้งในอีกสักครู่
error-missing-fields = ป้อนอีเมลและรหัสผ่านของคุณ
error-expired-form = แบบฟอร์มนี้หมดอายุแล้ว โปรดลงชื่อเข้าใช้อีกครั้ง
error-second-factor-in-app = บัญชีนี้ได้รับการปกป้องด้วยปัจจัยที่สอง โปรดลงชื่อเข้าใช้ในหน้าบัญชีของคุณก่อน (หน้านั้นจะขอรหัส) แล้วกลับมาที่นี่
error-wrong-second-factor = รหัสไม่ถูกต้อง ถูกใช้ไปแล้ว หรือป้อนช้าเกินไป โปรดลงชื่อเข้าใช้อีกครั้ง
error-passkey-refused = ใช้พาสคีย์นั้นไม่ได้ หรือใช้เวลานานเกินไป โปรดลองอีกครั้ง หรือลงชื่อเข้าใช้ด้วยรหัสผ่าน

## Errors of the sign-up, confirmation and password reset forms (shown above the form)

error-too-many-requests = มีคำขอมากเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง
error-expired-form-again = แบบฟอร์มนี้หมดอายุแล้ว โปรดลองอีกครั้ง

## Error pages (a heading and a paragraph)

error-bad-link-title = ลิงก์ไม่ถูกต้อง
error-bad-link-text = ลิงก์นี้ใช้ไม่ได้แล้ว เนื่องจากถูกใช้ไปแล้ว หมดอายุ หรือถูกแทนที่ด้วยลิงก์ที่ใหม่กว่า โปรดขอลิงก์ใหม่

error-form-title = ลงชื่อเข้าใช้ไม่สำเร็จ
error-form-too-large = แบบฟอร์มมีขนาดใหญ่เกินไป
error-form-unreadable = อ่านแบบฟอร์มไม่ได้ โปรดย้อนกลับแล้วลองอีกครั้ง
error-cross-site-title = คำขอถูกปฏิเสธ
error-cross-site-text = แบบฟอร์มนี้ถูกส่งมาจากเว็บไซต์อื่น โปรดเปิดหน้าลงชื่อเข้าใช้อีกครั้งแล้วส่งแบบฟอร์มจากหน้านั้น

error-unavailable-title = โปรดลองอีกครั้งในอีกสักครู่
error-unavailable-text = บริการลงชื่อเข้าใช้ไม่ว่างหรือไม่พร้อมใช้งาน โปรดลองอีกครั้งในอีกสักครู่
error-failed-title = เกิดข้อผิดพลาด
error-failed-text = ลงชื่อเข้าใช้ไม่สำเร็จ โปรดลองอีกครั้ง

## What an app may do, one line per scope (consent page, device page, account page's apps)

scope-openid = ทราบว่าคุณเป็นใคร
scope-email = ดูอีเมลของคุณ
scope-profile = ดูโปรไฟล์ของคุณ ได้แก่ ชื่อ รูปภาพ หมายเลขโทรศัพท์ และประเทศ
scope-authorization = ดูโปรไฟล์และเซสชันที่คุณลงชื่อเข้าใช้อยู่
scope-organizations = ดูองค์กรที่คุณเป็นสมาชิกและบทบาทของคุณในองค์กรเหล่านั้น
scope-api = ใช้ { $api } ในนามของคุณ

## The second step of signing in, after a right password

page-second-step-code-or-passkey = { $purpose }: ป้อนรหัสที่แสดงในแอปยืนยันตัวตนหรือรหัสกู้คืน หรือใช้พาสคีย์ของคุณ
page-second-step-passkey = { $purpose }: ใช้พาสคีย์ของคุณ
page-second-step-code = { $purpose }: ป้อนรหัสที่แสดงในแอปยืนยันตัวตน หรือรหัสกู้คืนรหัสใดรหัสหนึ่งของคุณ
page-second-step-use-passkey = ใช้พาสคีย์

## Login page

page-login-title = ลงชื่อเข้าใช้
page-login-email = อีเมล
page-login-password = รหัสผ่าน
page-login-button = ลงชื่อเข้าใช้
page-login-with-provider = ลงชื่อเข้าใช้ด้วย { $provider }
page-login-passkey = ลงชื่อเข้าใช้ด้วยพาสคีย์
page-login-forgot = ลืมรหัสผ่านใช่ไหม
page-login-organization = ลงชื่อเข้าใช้ผ่านองค์กรของคุณ
page-organization-title = ลงชื่อเข้าใช้ผ่านองค์กรของคุณ
page-organization-lead = ป้อนอีเมลที่ทำงานหรือรหัสองค์กรของคุณ เพื่อดำเนินการต่อด้วยการลงชื่อเข้าใช้ขององค์กรนั้น
page-organization-field = อีเมลที่ทำงานหรือรหัสองค์กร
page-organization-button = ดำเนินการต่อ
page-organization-unknown = ไม่มีองค์กรใดที่ลงชื่อเข้าใช้ด้วยอีเมลหรือรหัสนี้ โปรดตรวจสอบอีกครั้ง หรือลงชื่อเข้าใช้ด้วยอีเมลและรหัสผ่านของคุณ
login-sso-required = องค์กรของคุณเป็นผู้จัดการการลงชื่อเข้าใช้ให้คุณ โปรดใช้การลงชื่อเข้าใช้ขององค์กร
login-sso-required-named = { $organization } เป็นผู้จัดการการลงชื่อเข้าใช้ให้คุณ โปรดใช้การลงชื่อเข้าใช้ขององค์กรด้านล่าง
page-login-new-here = เพิ่งเคยใช้งานใช่ไหม
page-login-create-account = สร้างบัญชี

## Device pages: connecting a TV, console or other device with a code it shows

page-device-title = เชื่อมต่ออุปกรณ์
page-device-code-lead = ป้อนรหัสที่แสดงบนทีวี เครื่องเล่นเกม หรืออุปกรณ์อื่นของคุณ
page-device-code-label = รหัส
page-device-code-button = ดำเนินการต่อ
page-device-confirm-heading = เชื่อมต่อ { $client } ไหม
page-device-confirm-lead = อุปกรณ์ที่แสดงรหัส { $code } ขอใช้บัญชี { $email } ของคุณ โปรดอนุญาตเฉพาะเมื่อคุณเริ่มดำเนินการนี้บนอุปกรณ์นั้นด้วยตนเอง
page-device-confirm-able = อุปกรณ์จะสามารถ:
page-device-confirm-deny = ปฏิเสธ
page-device-confirm-allow = อนุญาต

## Account page

page-account-title = บัญชีของคุณ
page-account-signed-in-as = ลงชื่อเข้าใช้ในชื่อ { $email }
page-account-signed-in-as-unconfirmed = ลงชื่อเข้าใช้ในชื่อ { $email } (ยังไม่ได้ยืนยันอีเมล โปรดดูอีเมลที่เราส่งไป)
page-account-sessions-heading = ที่ที่คุณลงชื่อเข้าใช้อยู่
page-account-session-app = แอป { $package }
page-account-this-browser = เบราว์เซอร์นี้
page-account-sign-out-session = ออกจากระบบ
page-account-sign-out-others = ออกจากระบบในที่อื่นทั้งหมด
page-account-profile-heading = โปรไฟล์
page-account-profile-save = บันทึกโปรไฟล์
page-account-password-heading = รหัสผ่าน
page-account-current-password = รหัสผ่านปัจจุบัน
page-account-new-password = รหัสผ่านใหม่ (อย่างน้อย 10 อักขระ)
page-account-password-change = เปลี่ยนรหัสผ่าน
page-account-email-heading = อีเมล
page-account-email-explain = เราจะส่งลิงก์ไปยังอีเมลใหม่ และบัญชีของคุณจะย้ายไปใช้อีเมลนั้นเมื่อมีการใช้ลิงก์ ระหว่างนี้คุณยังคงลงชื่อเข้าใช้ด้วยอีเมลปัจจุบัน
page-account-new-email = อีเมลใหม่
page-account-email-password = รหัสผ่าน
page-account-email-change = เปลี่ยนอีเมล
page-account-data-heading = ข้อมูลของคุณ
page-account-data-explain = ข้อมูลทั้งหมดที่บริการนี้เก็บไว้เกี่ยวกับบัญชีของคุณ (โปรไฟล์ เซสชันพร้อมอุปกรณ์และสถานที่ ผู้ให้บริการที่ลิงก์ไว้ ปัจจัยที่สอง และเหตุการณ์ด้านความปลอดภัยที่เกี่ยวกับคุณ) รวมอยู่ในไฟล์ JSON ไฟล์เดียว ไฟล์นี้ไม่มีรหัสผ่านหรือข้อมูลลับใดๆ
page-account-data-download = ดาวน์โหลดข้อมูลของคุณ
page-account-delete-heading = ลบบัญชีของคุณ
page-account-delete-explain = ลบโปรไฟล์ เซสชัน ปัจจัยที่สอง และผู้ให้บริการที่ลิงก์ไว้ของคุณ และนำคุณออกจากระบบในทุกที่
page-account-delete-link = ลบบัญชีของคุณ

## Sign-out confirmation

page-logout-title = ออกจากระบบ
page-logout-question = ออกจากระบบบัญชีของคุณในเบราว์เซอร์นี้ไหม
page-logout-button = ออกจากระบบ

## Why a value typed into a form is refused (sign-up, reset, the account page).

rule-password-empty = ป้อนรหัสผ่าน
rule-password-too-short = รหัสผ่านต้องมีอย่างน้อย { $min } อักขระ
rule-password-too-long = รหัสผ่านต้องมีไม่เกิน { $max } อักขระ
rule-password-is-email = รหัสผ่านต้องไม่ซ้ำกับอีเมล
rule-password-refused = ใช้รหัสผ่านนี้ไม่ได้ โปรดเลือกรหัสผ่านอื่น
rule-email-invalid = ป้อนที่อยู่อีเมลที่รับข้อความได้จริง เช่น name@example.com
rule-email-same = อีเมลนี้เป็นอีเมลของบัญชีอยู่แล้ว
rule-field-invalid = มีช่องที่ยาวเกินไปหรือมีอักขระที่ไม่อนุญาต

## Why an operator's input is refused (the console's forms and the admin API's msg).
## Short rule texts, starting lowercase (the pages add the capital and the stop;
## the admin API answers them as they are). Keep the protocol words in `backticks`
## out of translation: client_credentials, whsec_, base64, RFC 3339, and the names
## of filters (since, until, user, email, status, limit, cursor).

rule-client-name-length = ชื่อไคลเอ็นต์ต้องมี 1 ถึง 200 อักขระ
rule-client-name-characters = ชื่อไคลเอ็นต์ต้องไม่มีอักขระควบคุมหรืออักขระจัดรูปแบบสองทิศทาง
rule-resource-server-confidential = เซิร์ฟเวอร์ทรัพยากรต้องเป็นไคลเอ็นต์แบบลับ
rule-client-credentials-confidential = client_credentials ต้องใช้ไคลเอ็นต์แบบลับ
rule-public-client-secret = ไคลเอ็นต์แบบสาธารณะไม่มีข้อมูลลับ
rule-shared-signals-confidential = ผู้รับ Shared Signals ต้องเป็นไคลเอ็นต์แบบลับ
rule-organization-for-receivers = เฉพาะผู้รับ Shared Signals เท่านั้นที่ผูกกับองค์กร
rule-profile-field-length = ช่องโปรไฟล์มีได้ไม่เกิน { $max } อักขระ
rule-profile-field-characters = ช่องโปรไฟล์ต้องไม่มีอักขระควบคุมหรืออักขระจัดรูปแบบสองทิศทาง
rule-unknown-event-type = ไม่รู้จักประเภทเหตุการณ์ "{ $name }" ประเภทที่รู้จัก: { $known }
rule-no-event-type = ต้องระบุประเภทเหตุการณ์อย่างน้อยหนึ่งประเภท
rule-secret-prefix = ข้อมูลลับต้องขึ้นต้นด้วย whsec_
rule-secret-encoding = ข้อมูลลับต้องเป็น whsec_ ตามด้วย base64
rule-secret-length = ข้อมูลลับต้องมีขนาด 24 ถึง 64 ไบต์
rule-delivery-status = status ต้องเป็น pending, delivered หรือ failed
rule-not-a-timestamp = { $name } ต้องเป็นการประทับเวลาแบบ RFC 3339
rule-not-a-user-id = user ต้องเป็นรหัสผู้ใช้
rule-not-an-email = email ต้องเป็นอีเมล
rule-unknown-audit-type = ไม่รู้จักประเภทเหตุการณ์
rule-unknown-cursor = cursor ไม่ใช่ค่าที่ API นี้ให้มา
rule-page-size = limit ต้องอยู่ระหว่าง 1 ถึง 500
rule-no-scope = ต้องมีขอบเขตอย่างน้อยหนึ่งรายการ
rule-undefined-scopes = API นี้กำหนดขอบเขตไว้เพียง: { $scopes }
rule-role-name = บทบาทต้องเป็น admin, support, viewer หรือ none
rule-already-verified = อีเมลนี้ได้รับการยืนยันแล้ว

## The login page of the authorization endpoint (the form itself is the
## login page's; these are what the sign-in around it says).

login-lead = เพื่อไปยัง { $client } ต่อ
login-failed-title = ลงชื่อเข้าใช้ไม่สำเร็จ
login-malformed-link = ลิงก์ลงชื่อเข้าใช้มีรูปแบบไม่ถูกต้อง
login-request-missing-client = คำขอไม่ได้ระบุแอป
login-request-unknown-client = แอปนี้ไม่ได้ลงทะเบียนไว้ หรือถูกปิดใช้งานแล้ว
login-request-missing-redirect-uri = คำขอไม่ได้ระบุว่าจะให้กลับไปที่ใด (redirect_uri)
login-request-unregistered-redirect-uri = redirect_uri นี้ไม่ได้ลงทะเบียนไว้สำหรับแอปนี้
login-request-state-too-long = พารามิเตอร์ state ยาวเกินไป
login-request-invalid = คำขอลงชื่อเข้าใช้ไม่ถูกต้อง

## Signing out of the browser.

login-signout-failed-title = ออกจากระบบไม่สำเร็จ
login-signout-malformed-link = ลิงก์ออกจากระบบมีรูปแบบไม่ถูกต้อง
login-signed-out-title = ออกจากระบบแล้ว
login-signed-out-text = คุณออกจากระบบในเบราว์เซอร์นี้แล้ว

## The second step after a password, and an app that needs one.

second-step-title = การลงชื่อเข้าใช้แบบ 2 ขั้นตอน
second-step-code-label = รหัส
second-step-continue = ดำเนินการต่อ
second-step-enrol-title = ตั้งค่าปัจจัยที่สอง
second-step-enrol-text = { $client } กำหนดให้ลงชื่อเข้าใช้แบบสองปัจจัย โปรดตั้งค่าแอปยืนยันตัวตนหรือพาสคีย์ในหน้าบัญชีของคุณ แล้วลงชื่อเข้าใช้ { $client } อีกครั้ง
second-step-enrol-link = เปิดหน้าบัญชีของคุณ

## The account page's authenticator app section, its setup page and the
## recovery codes.

second-step-app-heading = แอปยืนยันตัวตน
second-step-app-on = ตั้งค่าแอปยืนยันตัวตนแล้ว มีรหัสกู้คืนที่ยังไม่ได้ใช้ { $count } รหัส
second-step-app-remove = นำแอปยืนยันตัวตนออก
second-step-app-intro = รหัสจากแอปอย่าง Google Authenticator หรือ 1Password ซึ่งจะถูกขอหลังจากป้อนรหัสผ่าน
second-step-app-set-up = ตั้งค่าแอปยืนยันตัวตน
second-step-app-qr-label = คิวอาร์โค้ดสำหรับแอปยืนยันตัวตนของคุณ
second-step-app-setup-title = ตั้งค่าแอปยืนยันตัวตน
second-step-app-setup-lead = สแกนโค้ดด้วยแอปยืนยันตัวตน แล้วป้อนตัวเลข 6 หลักที่แอปแสดง
second-step-app-setup-key = หรือพิมพ์คีย์นี้ลงในแอป:
second-step-app-code-label = รหัสจากแอป
second-step-app-turn-on = เปิดใช้
second-step-app-cancel = ยกเลิก
second-step-recovery-title = บันทึกรหัสกู้คืนของคุณ
second-step-recovery-lead = เปิดใช้แอปยืนยันตัวตนแล้ว หากโทรศัพท์หาย คุณใช้รหัสแต่ละรหัสด้านล่างลงชื่อเข้าใช้ได้ 1 ครั้ง โปรดเก็บรหัสไว้ในที่ปลอดภัย เนื่องจากรหัสจะไม่แสดงอีก
second-step-recovery-back = กลับไปที่บัญชีของคุณ

## Passkeys: the sign-in buttons, the account page's section, and what
## the pages' script shows when the browser's passkey dialog fails.

passkey-sign-in-button = ลงชื่อเข้าใช้ด้วยพาสคีย์
passkey-not-used = ไม่ได้ใช้พาสคีย์ โปรดลองอีกครั้ง หรือใช้รหัสผ่าน
passkey-section-heading = พาสคีย์
passkey-section-intro = พาสคีย์ช่วยให้คุณลงชื่อเข้าใช้ด้วยลายนิ้วมือ ใบหน้า หรือการล็อกหน้าจอแทนรหัสผ่าน
passkey-rename-label = ชื่อใหม่
passkey-rename-button = เปลี่ยนชื่อ
passkey-remove-button = นำออก
passkey-new-name-label = ชื่อสำหรับพาสคีย์ใหม่
passkey-new-name-placeholder = แล็ปท็อปเครื่องนี้
passkey-add-button = เพิ่มพาสคีย์
passkey-already-registered = พาสคีย์นี้ลงทะเบียนไว้แล้ว
passkey-not-added = ไม่ได้เพิ่มพาสคีย์ โปรดลองอีกครั้ง

## The consent screen.

consent-heading = อนุญาตให้ { $client } ใช้บัญชีของคุณไหม
consent-lead = คุณลงชื่อเข้าใช้ในชื่อ { $account } แอป { $client } สร้างโดยผู้อื่น และขอสิทธิ์ต่อไปนี้:
consent-revoke-note = คุณเพิกถอนสิทธิ์เข้าถึงของแอปนี้ได้ทุกเมื่อในหน้าบัญชีของคุณ
consent-deny = ปฏิเสธ
consent-allow = อนุญาต
consent-title = อนุญาต { $client } ไหม

## Connecting a device (TV, console) with a code.

device-login-lead = เพื่อเชื่อมต่ออุปกรณ์กับบัญชีของคุณ
device-code-unknown = รหัสนั้นไม่ถูกต้อง หมดอายุแล้ว หรือถูกใช้ไปแล้ว โปรดตรวจสอบรหัสบนอุปกรณ์ของคุณแล้วลองอีกครั้ง
device-code-throttled = ป้อนรหัสผิดหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง
device-code-form-expired = แบบฟอร์มนี้หมดอายุแล้ว โปรดป้อนรหัสอีกครั้ง
device-connected-title = เชื่อมต่ออุปกรณ์แล้ว
device-connected-text = { $client } เชื่อมต่อกับบัญชีของคุณแล้ว คุณกลับไปที่อุปกรณ์ได้เลย
device-denied-title = ปฏิเสธคำขอแล้ว
device-denied-text = ไม่ได้เชื่อมต่อ { $client } คุณปิดหน้านี้ได้เลย
device-two-factors-title = ต้องลงชื่อเข้าใช้แบบสองปัจจัย
device-two-factors-text = { $client } กำหนดให้ลงชื่อเข้าใช้แบบสองปัจจัย โปรดลงชื่อเข้าใช้ด้วยปัจจัยที่สองในหน้าบัญชีของคุณ (หรือตั้งค่าปัจจัยที่สอง) แล้วป้อนรหัสที่นี่อีกครั้ง
device-two-factors-link = เปิดหน้าบัญชีของคุณ

## Signing in with another provider (Google, Apple, ...), and linking one.

upstream-link-failed-title = ลิงก์บัญชีไม่สำเร็จ
upstream-link-from-account-page = ลิงก์ผู้ให้บริการด้วยปุ่มของผู้ให้บริการนั้นในหน้าบัญชีของคุณ
upstream-link-expired = หน้านี้หมดอายุแล้ว โปรดกลับไปที่หน้าบัญชี โหลดหน้าซ้ำ แล้วลองอีกครั้ง
upstream-unknown-provider = ไม่มีผู้ให้บริการลงชื่อเข้าใช้รายนี้
upstream-bad-state = การลงชื่อเข้าใช้นี้ถูกใช้ไปแล้ว หมดอายุ หรือเริ่มต้นในเบราว์เซอร์อื่น โปรดกลับไปที่แอปแล้วลงชื่อเข้าใช้อีกครั้ง
upstream-denied = ผู้ให้บริการไม่ได้ให้คุณลงชื่อเข้าใช้ โปรดกลับไปที่แอปแล้วลองอีกครั้ง
upstream-refused = ไม่สามารถยอมรับการตอบกลับของผู้ให้บริการได้ โปรดกลับไปที่แอปแล้วลงชื่อเข้าใช้อีกครั้ง
upstream-unavailable = ติดต่อผู้ให้บริการลงชื่อเข้าใช้ไม่ได้ โปรดลองอีกครั้งในอีกสักครู่ หรือลงชื่อเข้าใช้ด้วยวิธีอื่น
upstream-email-taken = มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว โปรดลงชื่อเข้าใช้บัญชีนั้นด้วยรหัสผ่านหรือพาสคีย์ แล้วลิงก์ผู้ให้บริการนี้ในหน้าบัญชีของคุณ
upstream-outside-domains = การลงชื่อเข้าใช้ขององค์กรคุณใช้ได้เฉพาะกับอีเมลในโดเมนที่ยืนยันแล้วขององค์กรเท่านั้น
upstream-unconfirmed-account = มีบัญชีที่ใช้อีเมลนี้อยู่ แต่ยังไม่เคยยืนยันอีเมล โปรดยืนยันอีเมล (หรือรีเซ็ตรหัสผ่าน) แล้วลงชื่อเข้าใช้ผ่านองค์กรของคุณอีกครั้ง
upstream-operator-account = บัญชีนี้มีบทบาทในคอนโซลผู้ดูแลบริการ จึงต้องลงชื่อเข้าใช้ด้วยรหัสผ่านและปัจจัยที่สองของตนเอง ไม่ใช่ผ่านการลงชื่อเข้าใช้ขององค์กร
upstream-registration-closed = ไม่รู้จักบัญชีนี้ที่นี่ และยังไม่เปิดรับบัญชีใหม่ โปรดขอบัญชีจากผู้ดูแลบริการ
upstream-no-email = ผู้ให้บริการไม่ได้แชร์อีเมล ซึ่งจำเป็นสำหรับการสร้างบัญชีใหม่
upstream-unverified-email = ผู้ให้บริการไม่ได้ยืนยันว่าอีเมลนี้เป็นของคุณ จึงสร้างบัญชีด้วยอีเมลนี้ไม่ได้ โปรดสร้างบัญชีด้วยอีเมลของคุณ แล้วลิงก์ผู้ให้บริการในหน้าบัญชีของคุณ
upstream-linked-elsewhere = การลงชื่อเข้าใช้นี้ลิงก์กับบัญชีอื่นอยู่แล้ว
upstream-already-linked = บัญชีของคุณลิงก์กับผู้ให้บริการนี้อยู่แล้วด้วยการลงชื่อเข้าใช้อื่น โปรดยกเลิกการลิงก์นั้นก่อน
upstream-disabled = บัญชีนี้ถูกปิดใช้งาน
upstream-reauthenticate = ลงชื่อเข้าใช้อีกครั้งในหน้าบัญชีของคุณ แล้วลิงก์ผู้ให้บริการ

## The pages mailed links open, and the sign-up page (crates/http/src/pages/lifecycle/)

## Sign-up page

signup-title = สร้างบัญชีของคุณ
signup-lead = เราจะส่งอีเมลถึงคุณเพื่อยืนยันที่อยู่อีเมล
signup-email = อีเมล
signup-password = รหัสผ่าน (อย่างน้อย 10 อักขระ)
signup-name = ชื่อ (ไม่บังคับ)
signup-button = สร้างบัญชี
signup-closed-title = ปิดรับการลงทะเบียน
signup-closed-text = บัญชีใหม่สร้างโดยผู้ดูแลบริการนี้ โปรดขอบัญชีจากผู้ดูแล
signup-sent-title = ตรวจสอบอีเมลของคุณ
signup-sent-text = เราส่งอีเมลเพื่อยืนยันที่อยู่อีเมลของคุณแล้ว โปรดเปิดลิงก์ในอีเมลนั้น ตอนนี้คุณลงชื่อเข้าใช้ได้แล้ว
signup-sent-continue-text = เราส่งอีเมลเพื่อยืนยันที่อยู่อีเมลของคุณแล้ว คุณลงชื่อเข้าใช้และดำเนินการต่อได้เลย
signup-sent-continue = ลงชื่อเข้าใช้และดำเนินการต่อ

## Address confirmation page (opened from the mailed link)

verify-title = ยืนยันอีเมลของคุณ
verify-lead = ยืนยันว่าอีเมลนี้เป็นของคุณ เพื่อให้บัญชีของคุณใช้อีเมลนี้ได้ หากคุณไม่ได้สร้างบัญชีหรือเปลี่ยนอีเมลที่นี่ อย่ายืนยัน ให้ปิดหน้านี้
verify-button = ยืนยันอีเมลของฉัน
verify-done-title = ยืนยันอีเมลแล้ว
verify-done-text = ขอบคุณ อีเมลของคุณได้รับการยืนยันแล้ว คุณปิดหน้านี้ได้เลย

## Password reset request page

forgot-title = ลืมรหัสผ่านใช่ไหม
forgot-lead = ป้อนอีเมลของคุณ หากอีเมลนี้มีบัญชี เราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้คุณ
forgot-email = อีเมล
forgot-button = ส่งลิงก์
forgot-sent-title = ตรวจสอบอีเมลของคุณ
forgot-sent-text = หากอีเมลนี้มีบัญชี อีเมลที่มีลิงก์สำหรับตั้งรหัสผ่านใหม่กำลังส่งไปถึงคุณ ลิงก์ใช้ได้ 30 นาที

## New password page (opened from the mailed link)

reset-title = ตั้งรหัสผ่านใหม่
reset-lead = เลือกรหัสผ่านความยาว 10 ถึง 256 อักขระ อุปกรณ์ทุกเครื่องที่ลงชื่อเข้าใช้บัญชีของคุณอยู่จะถูกออกจากระบบ
reset-password = รหัสผ่านใหม่
reset-button = ตั้งรหัสผ่าน
reset-done-title = ตั้งรหัสผ่านแล้ว
reset-done-text = ตั้งรหัสผ่านใหม่ของคุณแล้ว และอุปกรณ์ทุกเครื่องที่เคยลงชื่อเข้าใช้อยู่ถูกออกจากระบบแล้ว โปรดลงชื่อเข้าใช้อีกครั้งด้วยรหัสผ่านใหม่

## The account page (/accounts/account): its notices after an action, its
## errors, its profile form's labels and the sessions it lists.

account-profile-saved = บันทึกโปรไฟล์ของคุณแล้ว
account-password-changed = เปลี่ยนรหัสผ่านของคุณแล้ว อุปกรณ์อื่นทั้งหมดถูกออกจากระบบแล้ว
account-email-requested = หากใช้อีเมลนั้นได้ ลิงก์ยืนยันกำลังส่งไปที่อีเมลนั้น อีเมลของคุณจะเปลี่ยนเมื่อมีการใช้ลิงก์
account-session-signed-out = ออกจากระบบเซสชันนั้นแล้ว
account-others-signed-out = ออกจากระบบเซสชันอื่นทั้งหมดแล้ว
account-console-needs-factor = คอนโซลผู้ดูแลบริการต้องใช้ปัจจัยที่สอง โปรดเพิ่มแอปยืนยันตัวตนหรือพาสคีย์ด้านล่าง แล้วลงชื่อเข้าใช้อีกครั้งด้วยปัจจัยนั้น
account-form-expired = แบบฟอร์มนี้หมดอายุแล้ว โปรดลองอีกครั้ง
account-login-lead = เพื่อดูและเปลี่ยนแปลงบัญชีของคุณ
account-sign-in-again-lead = อีกครั้งเพื่อเปลี่ยนวิธีลงชื่อเข้าใช้
account-sign-in-again = เพื่อความปลอดภัย โปรดลงชื่อเข้าใช้อีกครั้ง (ด้วยปัจจัยที่สอง หากมี) ก่อนเพิ่มหรือนำวิธีลงชื่อเข้าใช้ออก
account-second-step-purpose = เพื่อเปิดบัญชีของคุณ
account-profile-name = ชื่อ
account-profile-mobile = หมายเลขโทรศัพท์มือถือ
account-profile-picture = URL รูปภาพ
account-profile-country-code = รหัสประเทศ
account-profile-country = ประเทศ
account-profile-city = เมือง
account-profile-postal-code = รหัสไปรษณีย์
account-session-unknown-device = อุปกรณ์ที่ไม่รู้จัก
account-session-unknown-app = แอปที่ไม่รู้จัก
account-session-when = ลงชื่อเข้าใช้เมื่อ { $since } · ใช้งานล่าสุด { $active }
account-provider-not-linked = ผู้ให้บริการนั้นไม่ได้ลิงก์กับบัญชีของคุณ
account-last-sign-in-method = นี่เป็นวิธีเดียวที่ใช้ลงชื่อเข้าใช้บัญชีของคุณได้ โปรดเพิ่มพาสคีย์หรือตั้งรหัสผ่าน (ลืมรหัสผ่านใช่ไหม) ก่อน
account-session-gone = เซสชันนั้นออกจากระบบไปแล้ว
account-wrong-password = รหัสผ่านปัจจุบันไม่ถูกต้อง
account-too-many-passwords = ป้อนรหัสผ่านผิดหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง
account-unknown-action = หน้านี้ไม่รองรับการดำเนินการนั้น

## The account page's second factors: the authenticator app and passkeys.

factors-totp-removed = นำแอปยืนยันตัวตนออกแล้ว
factors-passkey-added = เพิ่มพาสคีย์ของคุณแล้ว ตั้งแต่นี้ไปคุณใช้พาสคีย์นี้ลงชื่อเข้าใช้ได้
factors-passkey-renamed = เปลี่ยนชื่อพาสคีย์แล้ว
factors-passkey-removed = นำพาสคีย์ออกแล้ว
factors-passkey-added-on = เพิ่มเมื่อ { $date }
factors-passkey-last-used = ใช้ล่าสุด { $date }
factors-passkey-synced = ซิงค์แล้ว
factors-wrong-code = รหัสนั้นไม่ถูกต้อง โปรดตรวจสอบนาฬิกาของแอป แล้วป้อนรหัสที่แสดงอยู่ตอนนี้
factors-too-many-codes = ป้อนรหัสผิดหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง
factors-totp-already = ตั้งค่าแอปยืนยันตัวตนไว้แล้ว
factors-totp-nothing-pending = ไม่มีแอปยืนยันตัวตนที่กำลังตั้งค่าอยู่ โปรดเริ่มใหม่
factors-totp-not-set-up = ยังไม่ได้ตั้งค่าแอปยืนยันตัวตน
factors-passkey-registered = พาสคีย์นั้นลงทะเบียนไว้แล้ว
factors-passkey-too-many = บัญชีของคุณมีพาสคีย์ครบจำนวนสูงสุดแล้ว โปรดนำออกหนึ่งรายการก่อน
factors-passkey-too-many-attempts = พยายามหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง
factors-passkey-name-length = ชื่อพาสคีย์ต้องมี 1 ถึง 64 อักขระ
factors-passkey-not-yours = พาสคีย์นั้นไม่ได้เป็นของคุณอีกต่อไป
factors-passkey-not-added = เพิ่มพาสคีย์ไม่ได้ หรือใช้เวลานานเกินไป โปรดลองอีกครั้ง
factors-page-expired = หน้านี้หมดอายุแล้ว โปรดโหลดหน้าซ้ำ
factors-sign-in-again = โปรดลงชื่อเข้าใช้อีกครั้ง
factors-passkeys-unavailable = เซิร์ฟเวอร์นี้ไม่รองรับพาสคีย์
factors-sign-in-to-add = ลงชื่อเข้าใช้อีกครั้งเพื่อเพิ่มพาสคีย์

## The account page's sign-in providers (another account that signs the user in).

links-heading = ลงชื่อเข้าใช้ด้วยบัญชีอื่น
links-linked = ลิงก์ผู้ให้บริการแล้ว ตั้งแต่นี้ไปคุณใช้ผู้ให้บริการนี้ลงชื่อเข้าใช้บัญชีนี้ได้
links-unlinked = ยกเลิกการลิงก์ผู้ให้บริการแล้ว
links-linked-on = ลิงก์เมื่อ { $date }
links-unlink = ยกเลิกการลิงก์
links-link = ลิงก์ { $provider }

## The account page's third-party apps the user allowed.

apps-heading = แอปที่มีสิทธิ์เข้าถึง
apps-allowed-on = อนุญาตเมื่อ { $date }
apps-remove = เพิกถอนสิทธิ์เข้าถึง
apps-removed = เพิกถอนสิทธิ์เข้าถึงของแอปแล้ว และแอปถูกออกจากระบบแล้ว

## Deleting an account: the public page explaining it (/accounts/delete-account),
## the confirmation after a sign-in, and what follows.

delete-title = ลบบัญชีของคุณ
delete-explain-lead = คุณลบบัญชีของคุณและข้อมูลทั้งหมดที่เก็บไว้เกี่ยวกับบัญชีได้ด้วยตนเอง
delete-explain-sign-in = ลงชื่อเข้าใช้ด้วยรหัสผ่าน พาสคีย์ หรือผู้ให้บริการที่คุณใช้สมัคร ("ลงชื่อเข้าใช้ด้วย …")
delete-explain-confirm = ยืนยันว่าต้องการลบบัญชี
delete-explain-what = สิ่งที่จะถูกลบ: โปรไฟล์ของคุณ (ชื่อ อีเมล หมายเลขโทรศัพท์ รูปภาพ สถานที่) รหัสผ่าน เซสชันทั้งหมดรวมถึงอุปกรณ์และสถานที่ที่บันทึกไว้กับเซสชัน ปัจจัยที่สอง พาสคีย์ ผู้ให้บริการลงชื่อเข้าใช้ที่ลิงก์ไว้ และโทเค็นทั้งหมดที่ออกให้แอป อุปกรณ์ทุกเครื่องจะถูกออกจากระบบ บันทึกความปลอดภัยจะเก็บรายการที่เกี่ยวกับคุณไว้ภายใต้ชื่อแบบสุ่ม โดยไม่มีที่อยู่ IP เป็นเวลาไม่เกิน { $days } วัน
delete-explain-now = เมื่อใด: ทันที ระบบจะส่งอีเมลยืนยันไปยังที่อยู่อีเมลของคุณ
delete-explain-later = เมื่อใด: { $days } วันหลังจากที่คุณขอ หากลงชื่อเข้าใช้ก่อนถึงเวลานั้น บัญชีจะยังคงอยู่ ระบบจะส่งอีเมลยืนยันไปยังที่อยู่อีเมลของคุณ
delete-explain-apps = แอปต่างๆ ก็ลบบัญชีได้จากการตั้งค่าของแอปเช่นกัน
delete-explain-link = ลงชื่อเข้าใช้และลบบัญชีของคุณ
delete-login-lead = เพื่อลบบัญชีของคุณ
delete-confirm-what = การดำเนินการนี้จะลบโปรไฟล์ เซสชัน ปัจจัยที่สอง พาสคีย์ และผู้ให้บริการที่ลิงก์ไว้ของคุณ และนำคุณออกจากระบบในอุปกรณ์ทุกเครื่อง
delete-confirm-later = บัญชีจะถูกลบหลังจาก { $days } วัน หากลงชื่อเข้าใช้ก่อนถึงเวลานั้น บัญชีจะยังคงอยู่
delete-confirm-now = การดำเนินการนี้ย้อนกลับไม่ได้
delete-confirm-check = ลบบัญชีของฉันและข้อมูลทั้งหมดที่เก็บไว้เกี่ยวกับบัญชี
delete-confirm-button = ลบบัญชีของฉัน
delete-confirm-keep = เก็บบัญชีของฉันไว้
delete-done-title = ลบบัญชีแล้ว
delete-done = บัญชีของคุณและข้อมูลทั้งหมดที่เก็บไว้เกี่ยวกับบัญชีถูกลบแล้ว อีเมลยืนยันกำลังส่งไปยังที่อยู่อีเมลของคุณ
delete-scheduled-title = กำหนดเวลาลบบัญชีแล้ว
delete-scheduled = เซสชันทั้งหมดสิ้นสุดแล้ว บัญชีของคุณจะถูกลบในวันที่ { $date } หากต้องการเก็บบัญชีไว้ โปรดลงชื่อเข้าใช้ก่อนวันดังกล่าว

## The account page's language (stored: the language of the user's mails).

account-language-heading = ภาษา
account-language-help = ภาษาของหน้าต่างๆ ของบัญชีนี้และของอีเมลที่ส่งถึงบัญชีนี้
account-language-save = บันทึกภาษา
account-language-saved = บันทึกภาษาของคุณแล้ว

## The operator console's frame: every console page's header, navigation
## and shared pieces (tables, roles, ages).

console-nav-page-title = { $page } · คอนโซล
console-nav-signed-in = คอนโซล · ลงชื่อเข้าใช้ในชื่อ { $email } ({ $role })
console-nav-your-account = บัญชีของคุณ
console-nav-label = คอนโซล
console-nav-overview = ภาพรวม
console-nav-users = ผู้ใช้
console-nav-organizations = องค์กร
console-nav-clients = ไคลเอ็นต์
console-nav-apis = API
console-nav-webhooks = เว็บฮุก
console-nav-audit = บันทึกการตรวจสอบ
console-nav-keys = คีย์
console-nav-settings = การตั้งค่า

console-frame-role-admin = ผู้ดูแลระบบ
console-frame-role-support = ฝ่ายสนับสนุน
console-frame-role-viewer = ผู้ดู
console-frame-role-none = ไม่มี
console-frame-table-empty = { $caption }: ไม่มี
console-frame-age-days = { $count } วัน
console-frame-age-hours = { $count } ชั่วโมง
console-frame-age-minutes = { $count } นาที

## The console's door: refusals and failures on any console page.

console-gate-page-not-allowed = บทบาทในคอนโซลของคุณไม่มีสิทธิ์เปิดหน้านี้ หากจำเป็น โปรดติดต่อผู้ดูแลระบบ
console-gate-form-expired = แบบฟอร์มนี้หมดอายุแล้วหรือไม่ได้ส่งมาจากคอนโซล โปรดเปิดหน้านี้อีกครั้งแล้วลองใหม่
console-gate-change-not-allowed = บทบาทในคอนโซลของคุณไม่อนุญาตให้เปลี่ยนแปลงนี้
console-gate-no-role = บัญชีของคุณไม่มีบทบาทในคอนโซล ผู้ดูแลระบบสามารถกำหนดบทบาทให้คุณได้
console-gate-not-allowed-title = ไม่ได้รับอนุญาต
console-gate-not-found-title = ไม่พบ
console-gate-not-done-title = ไม่ได้ดำเนินการ
console-gate-sign-in-again-lead = อีกครั้งด้วยปัจจัยที่สองเพื่อเปิดคอนโซล
console-gate-needs-second-factor = คอนโซลต้องการการลงชื่อเข้าใช้ด้วยปัจจัยที่สอง (แอปยืนยันตัวตนหรือพาสคีย์)
console-gate-no-such-user = ไม่มีผู้ใช้นี้
console-gate-no-such-client = ไม่มีไคลเอ็นต์นี้
console-gate-no-such-api = ไม่มี API นี้
console-gate-no-such-webhook = ไม่มีเว็บฮุกนี้
console-gate-no-such-delivery = ไม่มีการนำส่งนี้
console-gate-no-such-session = ไม่มีเซสชันนี้
console-gate-no-such-link = ไม่มีการลิงก์นี้
console-gate-no-such-organization = ไม่มีองค์กรนี้
console-gate-no-such-domain = ไม่มีโดเมนนี้
console-gate-no-such = ไม่มี { $what } นี้
console-gate-duplicate-email = มีผู้ใช้ที่ใช้อีเมลนั้นอยู่แล้ว
console-gate-last-sign-in-method = การลิงก์นี้เป็นวิธีสุดท้ายที่ใช้ลงชื่อเข้าใช้บัญชีได้ โปรดตั้งรหัสผ่านก่อน
console-gate-api-exists = มี API ที่ใช้ตัวระบุนั้นอยู่แล้ว
console-gate-disable-client-first = ปิดใช้งานไคลเอ็นต์ก่อนลบ

## The console's overview page.

console-overview-title = ภาพรวม
console-overview-find-user = ค้นหาผู้ใช้
console-overview-accounts = บัญชี
console-overview-live-sessions = เซสชันที่ใช้งานอยู่
console-overview-sign-ins = การลงชื่อเข้าใช้ 24 ชม.
console-overview-failed-sign-ins = การลงชื่อเข้าใช้ที่ล้มเหลว 24 ชม.
console-overview-lockouts = ถูกล็อกอยู่ขณะนี้
console-overview-failing-deliveries = การนำส่งเว็บฮุกที่ล้มเหลว
console-overview-chart-heading = การลงชื่อเข้าใช้ใน 24 ชั่วโมงที่ผ่านมา
console-overview-counted = นับเมื่อ { $at } (ตัวเลขล่าช้าไม่เกินหนึ่งนาที)
console-overview-chart-label = การลงชื่อเข้าใช้รายชั่วโมงใน 24 ชั่วโมงที่ผ่านมา: สำเร็จ { $succeeded } ครั้ง ล้มเหลว { $failed } ครั้ง
console-overview-chart-hour = { $time }: สำเร็จ { $succeeded } ครั้ง ล้มเหลว { $failed } ครั้ง
console-overview-chart-start = 24 ชั่วโมงที่แล้ว
console-overview-chart-end = ตอนนี้
console-overview-legend-succeeded = สำเร็จ ({ $count })
console-overview-legend-failed = ล้มเหลว ({ $count })
console-overview-keys-heading = คีย์สำหรับลงนาม
console-overview-keys-caption = คีย์สำหรับลงนาม เรียงจากใหม่สุด
console-overview-key = คีย์
console-overview-algorithm = อัลกอริทึม
console-overview-state = สถานะ
console-overview-age = อายุ
console-overview-signing-for = ใช้ลงนามมาแล้ว
console-overview-key-pending = รอดำเนินการ
console-overview-key-active = ใช้งานอยู่
console-overview-key-retired = เลิกใช้แล้ว
console-overview-keys-link = คีย์และการหมุนเวียนคีย์

## The console's users list.

console-users-title = ผู้ใช้
console-users-deleted = ลบผู้ใช้แล้ว
console-users-search-label = อีเมล ชื่อ หรือรหัสผู้ใช้
console-users-search = ค้นหา
console-users-search-help = อีเมลจะจับคู่จากตอนต้น ชื่อจะจับคู่จากตอนต้นของคำใดก็ได้ ส่วนรหัสต้องตรงกันทั้งหมด
console-users-caption = ผู้ใช้ เรียงจากเก่าสุด
console-users-matching = ผู้ใช้ที่ตรงกับ “{ $query }”
console-users-address = อีเมล
console-users-name = ชื่อ
console-users-verified = ยืนยันแล้ว
console-users-state = สถานะ
console-users-created = สร้างเมื่อ
console-users-yes = ใช่
console-users-no = ไม่
console-users-enabled = เปิดใช้งาน
console-users-disabled = ปิดใช้งาน
console-users-next-page = หน้าถัดไป

## The console's page of one user.

console-user-done-disabled = ปิดใช้งานผู้ใช้แล้ว เซสชันทั้งหมดสิ้นสุดแล้ว
console-user-done-enabled = เปิดใช้งานผู้ใช้แล้ว ผู้ใช้ลงชื่อเข้าใช้ได้อีกครั้ง
console-user-done-signed-out = เซสชันทั้งหมดของผู้ใช้สิ้นสุดแล้ว
console-user-done-session-ended = เซสชันสิ้นสุดแล้ว
console-user-done-factors-reset = นำปัจจัยที่สองของผู้ใช้ออกแล้ว และแจ้งผู้ใช้ทางอีเมลแล้ว
console-user-done-verification-sent = อีเมลยืนยันกำลังส่งไป
console-user-done-role = เปลี่ยนบทบาทแล้ว
console-user-why-heading = ทำไมผู้ใช้นี้จึงลงชื่อเข้าใช้ไม่ได้
console-user-nothing-stops = ขณะนี้ไม่มีสิ่งใดขัดขวางไม่ให้ผู้ใช้นี้ลงชื่อเข้าใช้
console-user-reason-disabled = บัญชีถูกปิดใช้งานโดยผู้ดูแลบริการ
console-user-reason-unverified = อีเมลยังไม่ได้รับการยืนยัน การลงชื่อเข้าใช้ด้วยรหัสผ่านจะถูกปฏิเสธจนกว่าจะใช้ลิงก์ในอีเมลยืนยัน
console-user-reason-locked-password = ถูกล็อกเนื่องจากป้อนรหัสผ่านผิดจาก { $ip } จนถึง { $until } (ประมาณ { $minutes } นาที ตามการจำกัดการลงชื่อเข้าใช้)
console-user-reason-locked-second-step = ขั้นตอนที่สองถูกล็อกเนื่องจากป้อนรหัสผิด จนถึง { $until } (ประมาณ { $minutes } นาที ตามการจำกัดปัจจัยที่สอง)
console-user-reason-passkey-only = บัญชีไม่มีรหัสผ่าน จึงลงชื่อเข้าใช้ได้ด้วยพาสคีย์เท่านั้น (หรือหลังจากรีเซ็ตรหัสผ่าน)
console-user-reason-providers-only = บัญชีไม่มีรหัสผ่าน จึงลงชื่อเข้าใช้ได้ผ่าน { $providers } เท่านั้น (หรือหลังจากรีเซ็ตรหัสผ่าน)
console-user-reason-second-factor-due = ยังไม่ได้ตั้งค่าปัจจัยที่สอง แต่ { $clients } กำหนดให้ลงชื่อเข้าใช้แบบสองปัจจัย ผู้ใช้ต้องเพิ่มปัจจัยที่สองก่อน
console-user-reason-deletion-scheduled = ผู้ใช้ขอลบบัญชีแล้ว บัญชีจะถูกลบในวันที่ { $date } เว้นแต่ผู้ใช้จะลงชื่อเข้าใช้ก่อน
console-user-profile = โปรไฟล์
console-user-id = รหัสผู้ใช้
console-user-address = อีเมล
console-user-verified = ยืนยันแล้ว
console-user-state = สถานะ
console-user-name = ชื่อ
console-user-mobile = มือถือ
console-user-place = สถานที่
console-user-created = สร้างเมื่อ
console-user-console-role = บทบาทในคอนโซล
console-user-sessions = เซสชัน
console-user-sessions-caption = เซสชันที่ใช้งานอยู่ เรียงจากล่าสุด
console-user-device = อุปกรณ์
console-user-ip-and-place = IP และสถานที่
console-user-signed-in = ลงชื่อเข้าใช้เมื่อ
console-user-last-active = ใช้งานล่าสุด
console-user-methods = วิธีการ
console-user-end-column = สิ้นสุด
console-user-end-session = สิ้นสุด
console-user-unknown-device = อุปกรณ์ที่ไม่รู้จัก
console-user-second-factors = ปัจจัยที่สอง
console-user-authenticator-app = แอปยืนยันตัวตน
console-user-recovery-codes-left = รหัสกู้คืนที่เหลือ
console-user-passkeys = พาสคีย์
console-user-factor-none = ไม่มี
console-user-totp-since = ตั้งแต่ { $date }
console-user-providers-and-apps = ผู้ให้บริการและแอป
console-user-links-caption = ผู้ให้บริการที่ลิงก์ไว้
console-user-provider = ผู้ให้บริการ
console-user-address-given = อีเมลที่ได้รับ
console-user-linked = ลิงก์เมื่อ
console-user-consents-caption = ความยินยอมที่ให้แก่แอปของบุคคลที่สาม
console-user-client = ไคลเอ็นต์
console-user-scopes = ขอบเขต
console-user-allowed = อนุญาตเมื่อ
console-user-recent-events = เหตุการณ์ล่าสุด
console-user-events-caption = เหตุการณ์การตรวจสอบล่าสุดเกี่ยวกับผู้ใช้
console-user-when = เมื่อ
console-user-type = ประเภท
console-user-actor = ผู้ดำเนินการ
console-user-ip = ที่อยู่ IP
console-user-every-event = เหตุการณ์ทั้งหมดเกี่ยวกับผู้ใช้
console-user-actions = การดำเนินการ
console-user-disable = ปิดใช้งาน
console-user-enable = เปิดใช้งาน
console-user-sign-out-everywhere = ออกจากระบบในทุกที่
console-user-resend-verification = ส่งอีเมลยืนยันอีกครั้ง
console-user-reset-factors = รีเซ็ตปัจจัยที่สอง
console-user-reset-factors-confirm = นำแอปยืนยันตัวตน รหัสกู้คืน และพาสคีย์ออก
console-user-delete = ลบผู้ใช้
console-user-delete-confirm = ลบบัญชีนี้และทุกอย่างที่เกี่ยวข้องทันที
console-user-role-heading = บทบาทในคอนโซล
console-user-role-label = บทบาท
console-user-set-role = กำหนดบทบาท
console-user-role-help = ผู้ดูอ่านได้ทุกหน้า ฝ่ายสนับสนุนยังปิดและเปิดใช้งานผู้ใช้ ออกจากระบบให้ผู้ใช้ รีเซ็ตปัจจัยที่สอง และส่งอีเมลยืนยันอีกครั้งได้ ผู้ดูแลระบบทำได้ทุกอย่าง
console-user-unknown-action = หน้านี้ไม่รองรับการดำเนินการนั้น
console-user-not-on-this-user = ใช้กับผู้ใช้นี้ไม่ได้ ผู้ดูแลบริการที่มีบทบาทต่ำกว่าผู้ดูแลระบบจะดำเนินการได้เฉพาะกับผู้ใช้ที่ไม่มีบทบาท และไม่มีใครเปลี่ยนบทบาท สถานะ ปัจจัย หรือบัญชีของตนเองได้ที่นี่
console-user-tick-to-confirm = ทำเครื่องหมายในช่องเพื่อยืนยัน แล้วลองอีกครั้ง

## The operator console's clients, APIs, webhooks, audit trail, keys and settings.

## Console: the clients' list and registration (shared with one client's page)

console-client-title = ไคลเอ็นต์
console-client-list-caption = ไคลเอ็นต์ เรียงจากเก่าสุด
console-client-name = ชื่อ
console-client-kind = ประเภท
console-client-state = สถานะ
console-client-registered = ลงทะเบียนเมื่อ
console-client-kind-public = สาธารณะ
console-client-kind-confidential = แบบลับ
console-client-state-enabled = เปิดใช้งาน
console-client-state-disabled = ปิดใช้งาน
console-client-register-heading = ลงทะเบียนไคลเอ็นต์
console-client-register = ลงทะเบียน
console-client-registered-notice = ลงทะเบียนไคลเอ็นต์แล้ว
console-client-deleted = ลบไคลเอ็นต์แล้ว

## Console: the client settings' form (registration and editing)

console-client-redirect-uris-field = URI เปลี่ยนเส้นทาง บรรทัดละหนึ่งรายการ
console-client-scopes-field = ขอบเขต (เว้นว่าง: openid email profile authorization)
console-client-package-names-field = ชื่อแพ็กเกจ Android บรรทัดละหนึ่งรายการ
console-client-app-origins-field = ต้นทางของแอปสำหรับพาสคีย์ บรรทัดละหนึ่งรายการ
console-client-logout-uri-field = URI ออกจากระบบแบบ back-channel
console-client-organization-field = องค์กรของผู้รับ Shared Signals (slug หรือรหัส)
console-client-flag-public = สาธารณะ (แอปบนเบราว์เซอร์หรือแอปเนทีฟ: ไม่มีข้อมูลลับ ใช้ PKCE)
console-client-flag-resource-server = เซิร์ฟเวอร์ทรัพยากร (ตรวจสอบโทเค็นได้)
console-client-flag-client-credentials = รับโทเค็นสำหรับตนเองได้ (client_credentials)
console-client-flag-rotate-refresh-tokens = หมุนเวียนโทเค็นรีเฟรช
console-client-flag-require-mfa = เฉพาะการลงชื่อเข้าใช้แบบสองปัจจัย
console-client-flag-require-par = เฉพาะคำขอการให้สิทธิ์แบบพุช (PAR)
console-client-flag-third-party = บุคคลที่สาม: ผู้ใช้ต้องให้ความยินยอมก่อน
console-client-flag-shared-signals = ผู้รับ Shared Signals: รับสตรีมเหตุการณ์ด้านความปลอดภัยอย่างต่อเนื่อง

## Console: one client's page

console-client-saved = บันทึกการตั้งค่าของไคลเอ็นต์แล้ว
console-client-disabled-notice = ปิดใช้งานไคลเอ็นต์แล้ว โทเค็นของไคลเอ็นต์จะตรวจสอบไม่ผ่านอีกต่อไป
console-client-granted = บันทึกการให้สิทธิ์แล้ว
console-client-secret-replaced = แทนที่ข้อมูลลับแล้ว
console-client-secret-heading = ข้อมูลลับของไคลเอ็นต์
console-client-secret-once = คัดลอกตอนนี้เลย ข้อมูลลับจะแสดงเพียงครั้งนี้และจะไม่แสดงอีก (เก็บไว้เฉพาะค่าแฮช)
console-client-settings-heading = การตั้งค่า
console-client-yes = ใช่
console-client-no = ไม่
console-client-redirect-uris = URI เปลี่ยนเส้นทาง
console-client-scopes = ขอบเขต
console-client-resource-server = เซิร์ฟเวอร์ทรัพยากร
console-client-two-factor-only = เฉพาะสองปัจจัย
console-client-par-only = เฉพาะ PAR
console-client-third-party = บุคคลที่สาม
console-client-shared-signals = ผู้รับ Shared Signals
console-client-changed = เปลี่ยนแปลงเมื่อ
console-client-grants-heading = การให้สิทธิ์บน API
console-client-grants-caption = API ที่ไคลเอ็นต์นี้เรียกใช้ได้ในนามของตนเอง
console-client-api = API
console-client-api-identifier = ตัวระบุ API
console-client-grant = ให้สิทธิ์
console-client-actions-heading = การดำเนินการ
console-client-rotate-secret = หมุนเวียนข้อมูลลับ
console-client-rotate-secret-confirm = แทนที่ข้อมูลลับ โดยข้อมูลลับเดิมจะใช้ไม่ได้ทันที
console-client-disable = ปิดใช้งาน
console-client-disable-confirm = ปิดใช้งานไคลเอ็นต์ โดยโทเค็นของไคลเอ็นต์จะตรวจสอบไม่ผ่าน
console-client-delete = ลบ
console-client-delete-confirm = ลบไคลเอ็นต์พร้อมทุกอย่างที่ออกให้ไคลเอ็นต์
console-client-edit-heading = แก้ไข
console-client-save = บันทึก
console-client-confirm-first = ทำเครื่องหมายในช่องเพื่อยืนยัน แล้วลองอีกครั้ง
console-client-unknown-action = หน้านี้ไม่รองรับการดำเนินการนั้น

## Console: the APIs page

console-api-title = API
console-api-list-caption = API (ตัวบ่งชี้ทรัพยากร)
console-api-identifier = ตัวระบุ
console-api-scopes = ขอบเขต
console-api-registered-column = ลงทะเบียนเมื่อ
console-api-register-heading = ลงทะเบียน API
console-api-identifier-field = ตัวระบุ (URL แบบ https)
console-api-scopes-field = ขอบเขต คั่นด้วยช่องว่าง
console-api-register = ลงทะเบียน
console-api-registered = ลงทะเบียน API แล้ว

## Console: the webhooks page

console-webhook-title = เว็บฮุก
console-webhook-list-caption = ปลายทางเว็บฮุก
console-webhook-endpoint = ปลายทาง (การนำส่งของปลายทาง)
console-webhook-events = เหตุการณ์
console-webhook-registered-column = ลงทะเบียนเมื่อ
console-webhook-remove = นำออก
console-webhook-remove-confirm = หยุดนำส่งไปยังปลายทางนี้
console-webhook-secret-heading = ข้อมูลลับสำหรับลงนาม
console-webhook-secret-once = ส่งให้ผู้รับตอนนี้เลย ข้อมูลลับจะแสดงเพียงครั้งนี้
console-webhook-register-heading = ลงทะเบียนปลายทาง
console-webhook-url = URL ปลายทาง
console-webhook-events-field = ประเภทเหตุการณ์ คั่นด้วยช่องว่าง
console-webhook-register = ลงทะเบียน
console-webhook-registered = ลงทะเบียนปลายทางแล้ว
console-webhook-removed = นำปลายทางออกแล้ว
console-webhook-confirm-first = ทำเครื่องหมายในช่องเพื่อยืนยัน แล้วลองอีกครั้ง

## Console: one webhook endpoint's deliveries

console-webhook-deliveries-title = การนำส่ง
console-webhook-deliveries-caption = การนำส่ง เรียงจากใหม่สุด
console-webhook-delivery = การนำส่ง
console-webhook-event = เหตุการณ์
console-webhook-status = สถานะ
console-webhook-attempts = จำนวนครั้งที่พยายาม
console-webhook-last-error = ข้อผิดพลาดล่าสุด
console-webhook-replay = ส่งซ้ำ
console-webhook-replayed = นำการนำส่งเข้าคิวอีกครั้งแล้ว
console-webhook-status-pending = รอดำเนินการ
console-webhook-status-delivered = นำส่งแล้ว
console-webhook-status-failed = ล้มเหลว

## Console: the audit trail

console-audit-title = บันทึกการตรวจสอบ
console-audit-user-id = รหัสผู้ใช้
console-audit-address = อีเมล
console-audit-type = ประเภท
console-audit-since = ตั้งแต่ (RFC 3339)
console-audit-until = จนถึง (RFC 3339)
console-audit-any-type = ทั้งหมด
console-audit-filter = กรอง
console-audit-caption = เหตุการณ์ เรียงจากใหม่สุด
console-audit-when = เมื่อ
console-audit-type-column = ประเภท
console-audit-actor = ผู้ดำเนินการ
console-audit-user = ผู้ใช้
console-audit-client = ไคลเอ็นต์
console-audit-ip = ที่อยู่ IP
console-audit-older = เหตุการณ์ที่เก่ากว่า

## Console: the signing keys

console-keys-title = คีย์
console-keys-caption = ชุดคีย์ เรียงจากใหม่สุด
console-keys-key = คีย์
console-keys-algorithm = อัลกอริทึม
console-keys-state = สถานะ
console-keys-made = สร้างเมื่อ
console-keys-age = อายุ
console-keys-signing-since = ลงนามตั้งแต่
console-keys-retired = เลิกใช้เมื่อ
console-keys-state-pending = รอดำเนินการ
console-keys-state-active = ใช้งานอยู่
console-keys-state-retired = เลิกใช้แล้ว
console-keys-rotate-heading = หมุนเวียน
console-keys-rotate-help = การหมุนเวียนมีสองขั้นตอน ขั้นแรกจะเผยแพร่คีย์ id_token ใหม่ใน JWKS ขั้นที่สองจะให้คีย์นั้นเริ่มลงนาม (และแทนที่คีย์ access-token) คีย์เก่าจะยังใช้ตรวจสอบได้จนกว่าโทเค็นสุดท้ายของคีย์นั้นจะหมดอายุ
console-keys-rotate = หมุนเวียน
console-keys-rotate-confirm = หมุนเวียนคีย์สำหรับลงนาม
console-keys-published = เผยแพร่คีย์ id_token ใหม่แล้ว การหมุนเวียนครั้งถัดไปจะให้คีย์นี้เริ่มลงนาม
console-keys-activated = คีย์ที่เผยแพร่ไว้ใช้ลงนาม id_token แล้ว พร้อมกับคีย์ access-token ใหม่
console-keys-not-done = ไม่ได้ดำเนินการ
console-keys-confirm-first = ทำเครื่องหมายในช่องเพื่อยืนยัน แล้วลองอีกครั้ง

## Console: the settings

console-settings-title = การตั้งค่า
console-settings-effective-heading = การกำหนดค่าที่มีผลอยู่
console-settings-effective-help = หลังจากรวมไฟล์ ตัวแปรสภาพแวดล้อม และค่าเริ่มต้นแล้ว ข้อมูลลับจะถูกปิดบัง
console-settings-caption = การตั้งค่า
console-settings-setting = การตั้งค่า
console-settings-value = ค่า
console-settings-upstream-heading = ผู้ให้บริการลงชื่อเข้าใช้ภายนอก
console-settings-providers-caption = ผู้ให้บริการ
console-settings-provider-id = รหัส
console-settings-provider-button = ปุ่ม
console-settings-provider-last-error = ข้อผิดพลาดล่าสุดบนอินสแตนซ์นี้
console-settings-no-trouble = ไม่มีตั้งแต่เริ่มทำงาน
console-settings-trouble = { $at }: { $error }

## Mails to users. Each mail has a subject (also its heading), paragraphs
## and at most one button. Mails are plain text and simple HTML: no
## formatting inside messages.

## Shared by several mails

mail-code-for-apps = หากใช้ในแอป ให้ป้อนรหัสนี้แทน: { $token }
mail-set-password-button = ตั้งรหัสผ่านใหม่
mail-open-account-button = เปิดบัญชีของคุณ

## Verification of a new account's address

mail-verification-subject = ยืนยันอีเมลของคุณ
mail-verification-welcome = ยินดีต้อนรับ โปรดยืนยันว่านี่คืออีเมลของคุณ
mail-verification-link-hours = ลิงก์ใช้ได้ { $hours } ชั่วโมงและใช้ได้ครั้งเดียว
mail-verification-ignore = หากคุณไม่ได้สร้างบัญชี โปรดละเว้นอีเมลนี้
mail-verification-button = ยืนยันอีเมลของฉัน

## Moving an account to a new address: the mail to the new address

mail-change-subject = ยืนยันอีเมลใหม่ของคุณ
mail-change-confirm = โปรดยืนยันว่าบัญชีของคุณจะใช้อีเมลนี้นับจากนี้
mail-change-link-hours = ลิงก์ใช้ได้ { $hours } ชั่วโมงและใช้ได้ครั้งเดียว ระหว่างนี้อีเมลเดิมของคุณยังคงใช้อยู่
mail-change-ignore = หากคุณไม่ได้ขอการเปลี่ยนแปลงนี้ โปรดละเว้นอีเมลนี้ จะไม่มีอะไรเปลี่ยนแปลง
mail-change-button = ใช้อีเมลนี้

## Moving an account to a new address: the notice to the old address

mail-change-notice-subject = การเปลี่ยนอีเมลของบัญชีคุณ
mail-change-notice-asked = มีผู้ที่ลงชื่อเข้าใช้บัญชีของคุณขอย้ายบัญชีไปยัง { $address }
mail-change-notice-until = บัญชีจะย้ายก็ต่อเมื่อมีการใช้ลิงก์ที่ส่งไปยังอีเมลนั้น ระหว่างนี้อีเมลนี้ยังคงใช้อยู่
mail-change-notice-not-you = หากไม่ใช่คุณ โปรดตั้งรหัสผ่านใหม่ทันที ซึ่งจะสิ้นสุดเซสชันทั้งหมดและทำให้ลิงก์ใช้ไม่ได้

## To an address that tried to register again

mail-registered-subject = คุณมีบัญชีอยู่แล้ว
mail-registered-tried = มีผู้พยายามสร้างบัญชีด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว
mail-registered-if-you = หากเป็นคุณ โปรดลงชื่อเข้าใช้ หรือตั้งรหัสผ่านใหม่หากคุณลืมรหัสผ่าน
mail-registered-not-you = หากไม่ใช่คุณ โปรดละเว้นอีเมลนี้ ไม่มีอะไรเปลี่ยนแปลง

## Password reset

mail-reset-subject = ตั้งรหัสผ่านใหม่
mail-reset-asked = มีผู้ขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ
mail-reset-link-minutes = ลิงก์ใช้ได้ { $minutes } นาทีและใช้ได้ครั้งเดียว คำขอที่ใหม่กว่าจะแทนที่ลิงก์นี้
mail-reset-not-you = หากไม่ใช่คุณ โปรดละเว้นอีเมลนี้ รหัสผ่านของคุณจะยังคงเหมือนเดิม

## Notices: a second factor changed

mail-totp-added-subject = มีการเพิ่มแอปยืนยันตัวตน
mail-totp-added-body = มีการเพิ่มแอปยืนยันตัวตนลงในบัญชีของคุณเป็นปัจจัยที่สอง
mail-totp-removed-subject = แอปยืนยันตัวตนของคุณถูกนำออกแล้ว
mail-totp-removed-body = แอปยืนยันตัวตนถูกนำออกจากบัญชีของคุณแล้ว ตอนนี้การลงชื่อเข้าใช้ต้องใช้เพียงรหัสผ่านของคุณ
mail-passkey-added-subject = มีการเพิ่มพาสคีย์
mail-passkey-added-body = มีการเพิ่มพาสคีย์ลงในบัญชีของคุณ พาสคีย์นี้ใช้ลงชื่อเข้าใช้ได้โดยไม่ต้องใช้รหัสผ่าน
mail-passkey-removed-subject = มีการนำพาสคีย์ออก
mail-passkey-removed-body = มีการนำพาสคีย์ออกจากบัญชีของคุณ พาสคีย์นั้นใช้ลงชื่อเข้าใช้ไม่ได้อีกต่อไป
mail-recovery-used-subject = มีการใช้รหัสกู้คืน
mail-recovery-used-body = มีการใช้รหัสกู้คืนเพื่อลงชื่อเข้าใช้บัญชีของคุณ เหลือรหัสที่ยังไม่ได้ใช้ { $left } รหัส
mail-factor-not-you = หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านและออกจากระบบในทุกที่จากหน้าบัญชีของคุณ

## Notices: a sign-in provider was linked or unlinked

mail-linked-subject = { $provider } ถูกลิงก์กับบัญชีของคุณแล้ว
mail-linked-body = บัญชีของคุณถูกลิงก์กับบัญชี { $provider } แล้ว ตอนนี้การลงชื่อเข้าใช้ด้วย { $provider } จะเปิดบัญชีนี้
mail-unlinked-subject = { $provider } ถูกยกเลิกการลิงก์จากบัญชีของคุณแล้ว
mail-unlinked-body = บัญชีของคุณถูกยกเลิกการลิงก์จาก { $provider } แล้ว การลงชื่อเข้าใช้ด้วย { $provider } จะไม่เปิดบัญชีนี้อีกต่อไป
mail-link-not-you = หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่าน ออกจากระบบในทุกที่ และยกเลิกการลิงก์ผู้ให้บริการจากหน้าบัญชีของคุณ

## Account deleted

mail-deleted-subject = บัญชีของคุณถูกลบแล้ว
mail-deleted-body = บัญชีของคุณและข้อมูลทั้งหมดที่เก็บไว้เกี่ยวกับบัญชีถูกลบแล้ว และเซสชันทั้งหมดของบัญชีสิ้นสุดแล้ว
mail-deleted-register-again = อีเมลนี้ลงทะเบียนใหม่ได้ แต่จะไม่มีข้อมูลใดของบัญชีเดิมกลับมา

## Account deletion scheduled (after a grace period)

mail-deletion-subject = บัญชีของคุณจะถูกลบ
mail-deletion-due = บัญชีของคุณจะถูกลบในวันที่ { $date } เซสชันทั้งหมดของบัญชีสิ้นสุดแล้ว
mail-deletion-keep = หากต้องการเก็บบัญชีไว้ โปรดลงชื่อเข้าใช้อีกครั้งก่อนวันดังกล่าว หากคุณไม่ได้ขอการลบนี้ โปรดลงชื่อเข้าใช้และเปลี่ยนรหัสผ่าน
mail-deletion-button = ลงชื่อเข้าใช้เพื่อเก็บบัญชีไว้

## An invitation to join an organization (its mail, then its page)

mail-invitation-subject = เข้าร่วม { $organization }
mail-invitation-body = คุณได้รับเชิญให้เข้าร่วม { $organization } โปรดเปิดลิงก์เพื่อตอบรับ โดยลงชื่อเข้าใช้ด้วยอีเมลนี้ หรือสร้างบัญชีด้วยอีเมลนี้
mail-invitation-expiry = ลิงก์ใช้ได้ { $days } วัน
mail-invitation-ignore = หากคุณไม่รู้จักองค์กรนี้ โปรดละเว้นอีเมลนี้ จะไม่มีอะไรเกิดขึ้นเว้นแต่คุณจะตอบรับ
mail-invitation-button = ดูคำเชิญ
console-organizations-title = องค์กร
console-organizations-name = ชื่อ
console-organizations-slug = Slug
console-organizations-enabled = เปิดใช้งาน
console-organizations-mfa = ปัจจัยที่สอง
console-organizations-new = องค์กรใหม่
console-organizations-create = สร้างองค์กร
console-organizations-created = สร้างองค์กรแล้ว
console-organization-saved = บันทึกกฎของโดเมนแล้ว
console-organization-id = รหัส
console-organization-members = สมาชิก
console-organization-roles = บทบาท
console-organization-managed = จัดการโดยองค์กร
console-organization-break-glass = การเข้าถึงฉุกเฉิน
console-organization-invitations = คำเชิญที่รอดำเนินการ
console-organization-expires = หมดอายุ
console-organization-domains = โดเมน
console-organization-domain = โดเมน
console-organization-state = สถานะ
console-organization-rules = กฎ
console-organization-save-rules = บันทึก
console-organization-sign-in = การลงชื่อเข้าใช้ของตนเอง
console-organization-no-sign-in = องค์กรนี้ไม่มีการลงชื่อเข้าใช้ของตนเอง สมาชิกลงชื่อเข้าใช้ด้วยรหัสผ่านหรือพาสคีย์ของตน
organization-admin-title = { $organization }: การตั้งค่าองค์กร
organization-admin-lead = คุณจัดการองค์กรนี้ในชื่อ { $email }
organization-admin-none = ยังไม่มีข้อมูลที่นี่
organization-admin-members = สมาชิก
organization-admin-remove = นำออก
organization-admin-yes = ใช่
organization-admin-no = ไม่
organization-admin-email = อีเมล
organization-admin-roles = บทบาท
organization-admin-managed = จัดการโดยการลงชื่อเข้าใช้ขององค์กร
organization-admin-action = การดำเนินการ
organization-admin-invitations = คำเชิญที่รอดำเนินการ
organization-admin-revoke = เพิกถอน
organization-admin-expires = หมดอายุ
organization-admin-invite = เชิญผู้อื่น
organization-admin-role = บทบาท
organization-admin-invite-button = ส่งคำเชิญ
organization-admin-domains = โดเมน
organization-admin-domains-lead = อ้างสิทธิ์โดเมนอีเมลของบริษัทคุณ เผยแพร่ระเบียน TXT ที่แสดง แล้วยืนยันโดเมน อีเมลในโดเมนที่ยืนยันแล้วจะลงชื่อเข้าใช้ผ่านการลงชื่อเข้าใช้ขององค์กรคุณได้
organization-admin-verify = ยืนยัน
organization-admin-verified = ยืนยันแล้ว
organization-admin-pending = รอดำเนินการ
organization-admin-domain = โดเมน
organization-admin-state = สถานะ
organization-admin-record = ระเบียนที่ต้องเผยแพร่
organization-admin-add-domain = อ้างสิทธิ์โดเมน
organization-admin-sign-in = การลงชื่อเข้าใช้ขององค์กรคุณ
organization-admin-no-sign-in = สมาชิกของคุณลงชื่อเข้าใช้ด้วยรหัสผ่านของตน ตั้งค่าผู้ให้บริการ OpenID ของคุณเอง (Okta, Entra ID, Google Workspace…) เพื่อให้สมาชิกลงชื่อเข้าใช้ผ่านผู้ให้บริการนั้น
organization-admin-issuer = URL ผู้ออก
organization-admin-client-id = รหัสไคลเอ็นต์
organization-admin-client-secret = ข้อมูลลับไคลเอ็นต์
organization-admin-redirect-uri = URI เปลี่ยนเส้นทางที่ต้องลงทะเบียนกับผู้ให้บริการของคุณ
organization-admin-save-sign-in = บันทึกการลงชื่อเข้าใช้
organization-admin-sign-in-title = ลงชื่อเข้าใช้ก่อน
organization-admin-sign-in-text = ลงชื่อเข้าใช้ในหน้าบัญชีของคุณ แล้วเปิดหน้านี้อีกครั้ง
organization-admin-sign-in-link = ไปที่บัญชีของคุณ
organization-admin-unknown-title = ไม่พบองค์กร
organization-admin-unknown-text = ไม่มีองค์กรที่คุณจัดการอยู่ที่นี่
organization-admin-unknown-change = หน้านี้ไม่รองรับการเปลี่ยนแปลงนั้น
organization-admin-scim = การจัดเตรียมผู้ใช้ (SCIM)
organization-admin-scim-lead = ไดเรกทอรีของคุณ (Okta, Entra ID, Google Workspace…) จะเพิ่ม เปลี่ยนแปลง และนำผู้ใช้และกลุ่มของคุณออกที่นี่ผ่าน SCIM 2.0 โปรดระบุ URL ฐานและโทเค็นของการเชื่อมต่อให้ไดเรกทอรี
organization-admin-scim-base-url = URL ฐาน
organization-admin-scim-made = สร้างเมื่อ
organization-admin-scim-last-used = ใช้ล่าสุด
organization-admin-scim-never = ไม่เคย
organization-admin-scim-old-token = โทเค็นเดิมใช้ได้ถึง
organization-admin-scim-rotate = โทเค็นใหม่
organization-admin-scim-make = สร้างการเชื่อมต่อ
organization-admin-scim-token-title = โทเค็นของไดเรกทอรีคุณ
organization-admin-scim-token-text = คัดลอก URL ฐานและโทเค็นไปยังไดเรกทอรีของคุณตอนนี้เลย เนื่องจากโทเค็นจะไม่แสดงอีก โทเค็นเดิม (ถ้ามี) จะใช้ได้อีกหนึ่งวัน
organization-admin-scim-token = โทเค็น
organization-admin-scim-revoke-confirm = เพิกถอนการเชื่อมต่อ โดยโทเค็นของการเชื่อมต่อจะใช้ไม่ได้ทันที
invitation-title = เข้าร่วม { $organization }
invitation-join-lead = คุณได้รับเชิญให้เข้าร่วม { $organization } ในชื่อ { $email }
invitation-join-button = เข้าร่วม
invitation-sign-up-lead = คุณได้รับเชิญให้เข้าร่วม { $organization } โปรดสร้างบัญชีด้วย { $email } เพื่อเข้าร่วม คำเชิญนี้แสดงว่าอีเมลนี้เป็นของคุณ
invitation-name = ชื่อของคุณ
invitation-password = ตั้งรหัสผ่าน (อย่างน้อย 10 อักขระ)
invitation-sign-up-button = สร้างบัญชีและเข้าร่วม
invitation-other-account = คำเชิญนี้สำหรับ { $email } แต่คุณลงชื่อเข้าใช้ในชื่อ { $current } โปรดออกจากระบบ แล้วเปิดลิงก์อีกครั้ง
invitation-sign-in-first = คำเชิญนี้สำหรับ { $email } ซึ่งมีบัญชีที่นี่อยู่แล้ว โปรดลงชื่อเข้าใช้ด้วยอีเมลนั้นในหน้าบัญชีของคุณ แล้วเปิดลิงก์อีกครั้ง
invitation-sign-in-as-invitee = โปรดลงชื่อเข้าใช้ด้วยอีเมลที่ได้รับเชิญก่อน
invitation-unusable-title = ใช้คำเชิญนี้ไม่ได้
invitation-unusable-text = คำเชิญถูกใช้ไปแล้ว ถูกเพิกถอน ถูกแทนที่ด้วยคำเชิญที่ใหม่กว่า หรือหมดอายุแล้ว โปรดขอคำเชิญใหม่จากองค์กร
invitation-joined-title = คุณเข้าร่วม { $organization } แล้ว
invitation-joined-text = ตอนนี้คุณเป็นสมาชิกแล้ว แอปที่คุณลงชื่อเข้าใช้สำหรับองค์กรนี้จะเห็นข้อมูลนี้
invitation-joined-new-account = บัญชีของคุณพร้อมใช้งานและคุณเป็นสมาชิกแล้ว โปรดลงชื่อเข้าใช้ด้วยอีเมลของคุณและรหัสผ่านที่คุณตั้งไว้

## The JSON APIs' `msg`: what an app or its developer reads next to a
## result code. Names in them such as client_id, token_type, grant_type,
## refresh_token, id_token, mfaToken, challengeId or `Authorization: Bearer`
## are protocol names: keep them as they are.

## Result codes' default messages (api-code- and the code, e.g. INVALID_CREDENTIALS)

api-code-verification-success = Token Verification success
api-code-invalid-token = Token Invalid for given ClientId/ClientSecret
api-code-expired-token = Token Expired!
api-code-refresh-token = ออกโทเค็นและโทเค็นรีเฟรชแล้ว
api-code-token = ออกโทเค็นแล้ว
api-code-userdata = ข้อมูลผู้ใช้
api-code-login-success = ลงชื่อเข้าใช้สำเร็จ
api-code-auth-code = ออกรหัสการให้สิทธิ์แล้ว
api-code-id-token = ออก id_token แล้ว
api-code-logged-out = ออกจากระบบแล้ว เซสชันและโทเค็นของเซสชันถูกเพิกถอนแล้ว
api-code-ok = เรียบร้อย
api-code-alive = กำลังให้บริการ
api-code-ready = พร้อมให้บริการ
api-code-sessions = เซสชันที่ใช้งานอยู่ของคุณ
api-code-export = ข้อมูลทั้งหมดที่เก็บไว้เกี่ยวกับบัญชีของคุณ
api-code-email-change-requested = หากใช้อีเมลนั้นได้ ลิงก์ยืนยันกำลังส่งไปที่อีเมลนั้น
api-code-account-deleted = บัญชีของคุณและข้อมูลทั้งหมดที่เก็บไว้เกี่ยวกับบัญชีถูกลบแล้ว เซสชันทั้งหมดสิ้นสุดแล้ว
api-code-deletion-scheduled = เซสชันทั้งหมดสิ้นสุดแล้วและบัญชีของคุณจะถูกลบ หากต้องการเก็บบัญชีไว้ โปรดลงชื่อเข้าใช้อีกครั้งก่อนถึงเวลานั้น
api-code-reauthentication-required = โปรดลงชื่อเข้าใช้อีกครั้งก่อน การดำเนินการนี้ต้องมีการลงชื่อเข้าใช้ภายในไม่กี่นาทีที่ผ่านมา
api-code-session-ended = ออกจากระบบแล้ว เซสชันและโทเค็นของเซสชันถูกเพิกถอนแล้ว
api-code-password-changed = เปลี่ยนรหัสผ่านแล้ว เซสชันอื่นทั้งหมดและโทเค็นของเซสชันเหล่านั้นถูกเพิกถอนแล้ว
api-code-registration-accepted = ได้รับการลงทะเบียนแล้ว โปรดตรวจสอบอีเมลเพื่อยืนยันที่อยู่อีเมลของคุณ
api-code-email-verified = ยืนยันอีเมลแล้ว
api-code-reset-requested = หากอีเมลนี้มีบัญชี อีเมลที่มีลิงก์รีเซ็ตกำลังส่งไป
api-code-password-reset = ตั้งรหัสผ่านแล้ว เซสชันทั้งหมดและโทเค็นของเซสชันเหล่านั้นถูกเพิกถอนแล้ว
api-code-registration-closed = ปิดรับการลงทะเบียน โปรดขอบัญชีจากผู้ดูแลบริการ
api-code-invalid-request = คำขอมีรูปแบบไม่ถูกต้อง
api-code-unsupported-grant-type = grant_type ต้องเป็น code หรือ refresh_token
api-code-invalid-grant = code หรือ refresh_token ไม่ถูกต้อง หมดอายุ ถูกเพิกถอน หรือออกให้ไคลเอ็นต์อื่น
api-code-invalid-client = การตรวจสอบสิทธิ์ไคลเอ็นต์ล้มเหลว
api-code-invalid-credentials = อีเมลหรือรหัสผ่านไม่ถูกต้อง บัญชีใหม่จะลงชื่อเข้าใช้ได้หลังจากยืนยันอีเมลแล้ว โปรดตรวจหาลิงก์ในอีเมลของคุณ
api-code-mfa-required = ต้องใช้ปัจจัยที่สอง โปรดส่งรหัสจากแอปยืนยันตัวตนหรือรหัสกู้คืน
api-code-mfa-enrolment-required = แอปนี้กำหนดให้ลงชื่อเข้าใช้แบบสองปัจจัย โปรดตั้งค่าแอปยืนยันตัวตนหรือพาสคีย์ในหน้าบัญชีของคุณ แล้วลงชื่อเข้าใช้อีกครั้ง
api-code-passkey-options = ส่งตัวเลือกเหล่านี้ให้กับเครื่องมือยืนยันตัวตน
api-code-passkey-added = เพิ่มพาสคีย์แล้ว
api-code-passkeys = พาสคีย์ของคุณ
api-code-links = ผู้ให้บริการลงชื่อเข้าใช้ที่ลิงก์ไว้ของคุณ
api-code-last-sign-in-method = นี่เป็นวิธีสุดท้ายที่ใช้ลงชื่อเข้าใช้บัญชีได้ โปรดตั้งรหัสผ่านหรือเพิ่มพาสคีย์ก่อน
api-code-insufficient-scope = ขอบเขตของโทเค็นไม่อนุญาตคำขอนี้
api-code-not-a-member = คุณลงชื่อเข้าใช้สำหรับองค์กรนี้ไม่ได้ โปรดขอให้ผู้ดูแลระบบขององค์กรเพิ่มคุณ
api-code-sso-required = องค์กรของคุณเป็นผู้จัดการการลงชื่อเข้าใช้ให้คุณ โปรดดำเนินการต่อที่ ssoUrl
api-code-not-found = ไม่มีทรัพยากรนี้
api-code-method-not-allowed = ไม่อนุญาตเมธอดนี้สำหรับทรัพยากรนี้
api-code-conflict = มีอยู่แล้ว
api-code-payload-too-large = เนื้อหาคำขอมีขนาดใหญ่เกินไป
api-code-rate-limited = มีคำขอมากเกินไป โปรดลองอีกครั้งในภายหลัง
api-code-server-error = ข้อผิดพลาดภายในเซิร์ฟเวอร์
api-code-service-unavailable = บริการไม่พร้อมใช้งานชั่วคราว โปรดลองอีกครั้งในภายหลัง

## Bearer tokens and capacity (every JSON API)

api-bearer-required = ต้องมีโทเค็นเพื่อการเข้าถึงในรูปแบบ `Authorization: Bearer <token>` โทเค็นนี้ขาดหายไป มีรูปแบบไม่ถูกต้อง หรือถูกเพิกถอนแล้ว
api-busy = มีการลงชื่อเข้าใช้พร้อมกันมากเกินไป โปรดลองอีกครั้งในอีกสักครู่

## Seed interface: verify-token and the token endpoint

api-token-type-verify = token_type ต้องเป็น id_token หรือ token
api-token-type-grant = token_type ต้องเป็น refresh_token หรือ token
api-token-type-refresh = token_type ต้องเป็น token สำหรับ grant_type refresh_token
api-client-secret-required = ต้องระบุ client_secret เมื่อ token_type เป็น token
api-field-empty = { $field } ต้องไม่ว่างเปล่า

## Native-app API: sign-in, codes and id_tokens

api-password-too-long = รหัสผ่านยาวเกินไป
api-mfa-token-invalid = mfaToken ไม่ถูกต้อง ถูกใช้ไปแล้ว หรือหมดอายุ โปรดลงชื่อเข้าใช้อีกครั้ง
api-challenge-invalid = challengeId ไม่ถูกต้อง ถูกใช้ไปแล้ว หรือหมดอายุ โปรดขอตัวเลือกพาสคีย์ใหม่
api-mfa-code-or-passkey = ต้องใช้ปัจจัยที่สอง โปรดส่งรหัสจากแอปยืนยันตัวตน รหัสกู้คืน หรือใช้พาสคีย์ของคุณ
api-mfa-passkey = ต้องใช้ปัจจัยที่สอง โปรดใช้พาสคีย์ของคุณ (login/passkey พร้อม mfaToken)
api-client-id-required = ต้องระบุ client_id
api-client-unknown = client_id ไม่มีอยู่ในระบบหรือถูกปิดใช้งาน
api-redirect-uri-required = ต้องระบุ redirect_uri
api-redirect-uri-unregistered = redirect_uri ไม่ได้ลงทะเบียนไว้สำหรับไคลเอ็นต์นี้
api-state-too-long = state ยาวเกินไป

## Native-app API: the user's own account, registration and reset

api-lifecycle-token-invalid = โทเค็นไม่ถูกต้อง ถูกใช้ไปแล้ว หมดอายุ หรือถูกแทนที่ด้วยโทเค็นที่ใหม่กว่า
api-session-not-found = ไม่มีเซสชันที่ใช้งานอยู่ของคุณที่มีรหัสนั้น

## Native-app API: second factors and passkeys

api-authenticator-exists = ตั้งค่าเครื่องมือยืนยันตัวตนไว้แล้ว โปรดนำออกก่อน
api-authenticator-not-pending = ไม่มีเครื่องมือยืนยันตัวตนที่กำลังตั้งค่าอยู่
api-authenticator-none = ยังไม่ได้ตั้งค่าเครื่องมือยืนยันตัวตน
api-factor-code-wrong = รหัสไม่ถูกต้อง
api-reauthenticate-factors = โปรดลงชื่อเข้าใช้อีกครั้ง (ด้วยปัจจัยที่สอง หากมี) เพื่อเปลี่ยนปัจจัยที่สอง
api-reauthenticate-passkeys = โปรดลงชื่อเข้าใช้อีกครั้ง (ด้วยปัจจัยที่สอง หากมี) เพื่อเปลี่ยนพาสคีย์
api-reauthenticate-sign-in = โปรดลงชื่อเข้าใช้อีกครั้ง (ด้วยปัจจัยที่สอง หากมี) เพื่อเปลี่ยนวิธีลงชื่อเข้าใช้
api-passkeys-unavailable = เซิร์ฟเวอร์นี้ไม่รองรับพาสคีย์
api-passkey-not-found = ไม่มีพาสคีย์นี้
api-passkey-no-ceremony = ไม่มีการลงทะเบียนพาสคีย์ที่รออยู่ โปรดขอตัวเลือกใหม่
api-passkey-rejected = ตรวจสอบพาสคีย์ไม่ได้
api-passkey-registered = พาสคีย์นี้ลงทะเบียนไว้แล้ว
api-passkey-name-invalid = ชื่อพาสคีย์ต้องมี 1 ถึง { $max } อักขระ และไม่มีอักขระควบคุมหรืออักขระจัดรูปแบบสองทิศทาง
api-passkeys-too-many = บัญชีหนึ่งมีพาสคีย์ได้ไม่เกิน { $max } รายการ

## Native-app API: upstream identity providers

api-upstream-unknown = ไม่มีผู้ให้บริการลงชื่อเข้าใช้ภายนอกที่มีรหัสนี้
api-upstream-refused = ไม่ยอมรับ id_token สำหรับผู้ให้บริการนี้
api-upstream-disabled = บัญชีถูกปิดใช้งาน
api-upstream-no-email = id_token ไม่มีอีเมลสำหรับสร้างบัญชี
api-upstream-unverified-email = ผู้ให้บริการไม่รับรองอีเมลใน id_token โปรดลงทะเบียนด้วยอีเมลนั้น แล้วลิงก์ผู้ให้บริการ
api-upstream-unreachable = ติดต่อผู้ให้บริการไม่ได้ โปรดลองอีกครั้งในภายหลัง
api-upstream-email-taken = มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว โปรดลงชื่อเข้าใช้บัญชีนั้นและลิงก์ผู้ให้บริการจากหน้าบัญชี
api-upstream-outside-domains = การลงชื่อเข้าใช้ขององค์กรใช้ได้เฉพาะกับอีเมลในโดเมนที่ยืนยันแล้วขององค์กรเท่านั้น
api-upstream-unconfirmed-account = มีบัญชีที่ใช้อีเมลนี้อยู่ แต่ยังไม่เคยได้รับการยืนยัน โปรดยืนยันอีเมล แล้วลงชื่อเข้าใช้ผ่านองค์กรอีกครั้ง
api-upstream-operator-account = บัญชีของผู้ดูแลบริการต้องลงชื่อเข้าใช้ด้วยรหัสผ่านและปัจจัยที่สองของตนเอง ไม่ใช่ผ่านการลงชื่อเข้าใช้ขององค์กร
api-link-not-found = บัญชีไม่ได้ลิงก์กับผู้ให้บริการนี้

## Admin API

api-admin-key-required = API ผู้ดูแลระบบต้องมี `Authorization: Bearer <admin key>`
api-admin-status-once = ระบุ status ได้ไม่เกินหนึ่งครั้ง
api-admin-parameters-once = ระบุพารามิเตอร์แต่ละตัวได้ไม่เกินหนึ่งครั้ง
api-admin-duplicate-email = มีผู้ใช้ที่ใช้อีเมลนั้นอยู่แล้ว
api-admin-user-not-found = ไม่พบผู้ใช้
api-admin-client-not-found = ไม่พบไคลเอ็นต์
api-admin-api-not-found = ไม่พบ API
api-admin-session-not-found = ไม่พบเซสชัน
api-admin-delivery-not-found = ไม่พบการนำส่ง
api-admin-webhook-not-found = ไม่พบเว็บฮุก

## Confirming an address in a browser that did not ask for the mail

mail-verification-where = โปรดเปิดลิงก์ในเบราว์เซอร์ที่คุณใช้สมัคร หากเปิดที่อื่น ระบบจะขอรหัสผ่านของบัญชี
mail-change-where = โปรดเปิดลิงก์ในเบราว์เซอร์ที่คุณใช้ขอเปลี่ยนแปลง หรือเบราว์เซอร์ที่คุณลงชื่อเข้าใช้อยู่ หากเปิดที่อื่น ระบบจะขอรหัสผ่านของคุณ
mail-not-yours-english = หากคุณไม่ได้สมัครหรือขอสิ่งนี้ อย่ายืนยัน โปรดละเว้นอีเมลนี้ แล้วจะไม่มีอะไรเกิดขึ้น
verify-password-lead = หากต้องการยืนยันอีเมลนี้ที่นี่ โปรดพิมพ์รหัสผ่านของบัญชีที่เป็นเจ้าของอีเมลนี้ หากคุณสมัครในแอป ให้พิมพ์รหัสจากอีเมลในแอปแทน หากคุณไม่ได้สมัครหรือขอสิ่งนี้ อย่ายืนยัน ให้ปิดหน้านี้
verify-password = รหัสผ่านของบัญชี
verify-password-needed = พิมพ์รหัสผ่านของบัญชีเพื่อยืนยันอีเมลในเบราว์เซอร์นี้
verify-wrong-password = นั่นไม่ใช่รหัสผ่านของบัญชี

## After a password reset, every other way into the account

mail-reset-done-subject = รหัสผ่านของคุณถูกรีเซ็ตแล้ว
mail-reset-done-body = รหัสผ่านของบัญชีคุณเพิ่งถูกรีเซ็ต และอุปกรณ์ทุกเครื่องที่เคยลงชื่อเข้าใช้อยู่ถูกออกจากระบบแล้ว
mail-reset-done-still = สิ่งต่อไปนี้ยังใช้ลงชื่อเข้าใช้บัญชีของคุณได้:
mail-reset-done-remove = หากมีรายการใดไม่ใช่ของคุณ โปรดลงชื่อเข้าใช้ด้วยรหัสผ่านใหม่ แล้วเลือก "นำออกทั้งหมดยกเว้นรหัสผ่านใหม่" ในหน้าบัญชีของคุณ
mail-reset-done-nothing-else = ไม่มีสิ่งอื่นใดที่ใช้ลงชื่อเข้าใช้บัญชีของคุณได้ นอกจากรหัสผ่านใหม่
mail-reset-done-factor-not-yours = หากการลงชื่อเข้าใช้ขอปัจจัยที่สองที่คุณไม่มี แสดงว่าปัจจัยนั้นไม่ใช่ของคุณ โปรดขอให้ฝ่ายสนับสนุนของบริการนี้นำออก
mail-reset-done-not-you = หากคุณไม่ได้รีเซ็ตรหัสผ่าน อาจมีผู้อื่นอ่านอีเมลของคุณได้ โปรดรักษาความปลอดภัยของกล่องจดหมายก่อน แล้วตั้งรหัสผ่านใหม่อีกครั้ง
ways-in-passkey = พาสคีย์ "{ $name }"
ways-in-authenticator = แอปยืนยันตัวตน
ways-in-recovery-codes = รหัสกู้คืนที่ยังไม่ได้ใช้ { $count } รหัส
ways-in-link = การลงชื่อเข้าใช้ด้วย { $provider }
ways-in-sessions = อุปกรณ์อื่นที่ลงชื่อเข้าใช้อยู่ { $count } เครื่อง (แสดงด้านล่าง)
account-review-heading = รหัสผ่านของคุณถูกรีเซ็ตแล้ว
account-review-lead = รหัสผ่านของคุณถูกรีเซ็ตเมื่อ { $date } สิ่งต่อไปนี้ยังใช้ลงชื่อเข้าใช้บัญชีของคุณได้:
account-review-explain = หากมีรายการใดไม่ใช่ของคุณ โปรดนำออกทั้งหมด แล้วจะมีเพียงรหัสผ่านใหม่ที่ใช้ลงชื่อเข้าใช้ได้ และอุปกรณ์อื่นทั้งหมดจะถูกออกจากระบบ คุณเพิ่มพาสคีย์หรือแอปยืนยันตัวตนอีกครั้งได้ในภายหลัง
account-review-remove = นำออกทั้งหมดยกเว้นรหัสผ่านใหม่
account-review-keep = ทั้งหมดเป็นของฉัน
account-review-gone = ไม่มีสิ่งใดให้ตรวจสอบแล้ว
account-review-removed = นำทุกอย่างออกแล้วยกเว้นรหัสผ่านใหม่ของคุณ และอุปกรณ์อื่นทั้งหมดถูกออกจากระบบแล้ว
account-review-kept = รับทราบ ทุกอย่างยังคงเหมือนเดิม

## The second step locked after wrong codes

mail-factor-locked-subject = มีผู้พยายามผ่านการยืนยันด้วยปัจจัยที่สองของคุณ
mail-factor-locked-body = มีผู้พิมพ์รหัสผ่านของคุณ แล้วป้อนรหัสปัจจัยที่สองผิดห้าครั้ง การลงชื่อเข้าใช้บัญชีของคุณถูกระงับไว้ { $minutes } นาที
mail-factor-locked-not-you = หากไม่ใช่คุณ แสดงว่ามีผู้อื่นรู้รหัสผ่านของคุณ โปรดตั้งรหัสผ่านใหม่ทันที
## Operator console: verified operators, an idle console, webhook URLs

rule-role-needs-verified-address = บทบาทในคอนโซลต้องใช้อีเมลที่ยืนยันแล้ว ผู้ใช้ต้องยืนยันอีเมลของตนก่อน
console-gate-unverified = คอนโซลเปิดได้เฉพาะผู้ดูแลบริการที่ยืนยันอีเมลแล้วเท่านั้น โปรดยืนยันอีเมลของคุณด้วยลิงก์ในอีเมลยืนยัน แล้วเปิดคอนโซลอีกครั้ง
console-gate-idle-lead = อีกครั้งเพื่อเปิดคอนโซล
console-gate-idle = ไม่มีการใช้คอนโซลเป็นเวลา { $minutes } นาที จึงขอให้คุณลงชื่อเข้าใช้อีกครั้ง คุณยังคงลงชื่อเข้าใช้บัญชีของคุณอยู่
console-webhook-url-once = URL ของปลายทาง ซึ่งแสดงแบบเต็มเฉพาะตอนนี้ (รายการจะซ่อนส่วนหลัง "?" ซึ่งอาจมีโทเค็นอยู่):
console-webhook-query-hidden = ส่วนหลัง "?" ใน URL ของปลายทางจะถูกซ่อน เนื่องจากอาจมีโทเค็นของผู้รับอยู่
## Signing in with a code mailed to the address (no password)

page-login-email-code = ส่งรหัสทางอีเมลให้ฉัน
page-code-ask-title = ลงชื่อเข้าใช้ด้วยรหัส
page-code-ask-lead = พิมพ์อีเมลของคุณ แล้วเราจะส่งรหัสสำหรับลงชื่อเข้าใช้ให้ทางอีเมล โดยไม่ต้องใช้รหัสผ่าน
page-code-ask-button = ส่งรหัสทางอีเมลให้ฉัน
page-code-invalid-email = พิมพ์อีเมลให้ครบถ้วน เช่น name@example.com
page-code-not-allowed = แอปนี้ขอรหัสผ่านหรือพาสคีย์ของคุณ จึงไม่มีการลงชื่อเข้าใช้ด้วยรหัสทางอีเมลที่นี่
page-code-title = ตรวจสอบอีเมลของคุณ
page-code-lead = อีเมลกำลังส่งไปยัง { $email } โปรดพิมพ์รหัส 6 หลักในอีเมลนั้น รหัสใช้ได้ { $minutes } นาทีและใช้ได้ครั้งเดียว
page-code-field = รหัสลงชื่อเข้าใช้
page-code-name = ชื่อของคุณ หากคุณเป็นผู้ใช้ใหม่
page-code-button = ลงชื่อเข้าใช้
page-code-again = ส่งรหัสใหม่
page-code-wrong = รหัสนั้นไม่ถูกต้องหรือหมดอายุแล้ว โปรดตรวจสอบอีเมลฉบับล่าสุด หรือขอรหัสใหม่
page-code-link-title = ลงชื่อเข้าใช้
page-code-link-lead = ลงชื่อเข้าใช้บัญชีของคุณในเบราว์เซอร์นี้
page-code-link-button = ลงชื่อเข้าใช้ทันที
page-code-link-elsewhere-title = พิมพ์รหัสนี้ในที่ที่คุณขอรหัส
page-code-link-elsewhere = ลิงก์นี้ถูกเปิดในเบราว์เซอร์หรือแอปอื่นที่ไม่ใช่ที่ที่ขอลิงก์ โปรดพิมพ์รหัสนี้ที่นั่น:
page-code-link-ended-title = ลิงก์นี้หมดอายุแล้ว
page-code-link-ended = ลิงก์ถูกใช้ไปแล้ว ถูกแทนที่ด้วยลิงก์ที่ใหม่กว่า หรือเก่าเกินไป โปรดขอรหัสใหม่ในที่ที่คุณลงชื่อเข้าใช้
api-sign-in-code-refused = รหัสไม่ถูกต้อง ถูกใช้ไปแล้ว ถูกแทนที่ หรือหมดอายุ โปรดขอรหัสใหม่
api-login-code-or-password = ส่งรหัสผ่านหรือรหัสลงชื่อเข้าใช้อย่างใดอย่างหนึ่ง ไม่ใช่ทั้งสองอย่าง
api-code-code-sent = อีเมลที่มีรหัสลงชื่อเข้าใช้กำลังส่งไป รหัสใช้ได้ไม่กี่นาทีและใช้ได้ครั้งเดียว
api-code-sign-in-code-not-allowed = ไม่มีการลงชื่อเข้าใช้ด้วยรหัสทางอีเมลที่นี่ โปรดใช้รหัสผ่านหรือพาสคีย์

## Mail: a sign-in code

mail-code-subject = รหัสลงชื่อเข้าใช้ของคุณ
mail-code-asked = มีผู้ขอลงชื่อเข้าใช้ด้วยอีเมลนี้ รหัสที่ต้องพิมพ์คือ:
mail-code-minutes = รหัสและลิงก์ด้านล่างใช้ได้ { $minutes } นาทีและใช้ได้ครั้งเดียว คำขอที่ใหม่กว่าจะแทนที่รหัสและลิงก์นี้
mail-code-new-account = ยังไม่มีบัญชีที่ใช้อีเมลนี้ การลงชื่อเข้าใช้ด้วยรหัสจะสร้างบัญชีใหม่
mail-code-button = ลงชื่อเข้าใช้ทันที
mail-code-not-you = หากไม่ใช่คุณ โปรดละเว้นอีเมลนี้ ไม่มีใครลงชื่อเข้าใช้ได้หากไม่มีรหัส

## Mail: a code was asked for an address without an account (registration closed)

mail-no-account-subject = การลงชื่อเข้าใช้ด้วยอีเมลนี้
mail-no-account-body = มีผู้ขอรหัสเพื่อลงชื่อเข้าใช้ด้วยอีเมลนี้ แต่ไม่มีบัญชีใดที่นี่ที่ใช้อีเมลนี้
mail-no-account-not-you = หากไม่ใช่คุณ โปรดละเว้นอีเมลนี้ ไม่มีอะไรเปลี่ยนแปลง

## Sign-in codes: the console's client flag and a new account's name

console-client-flag-sign-in-codes = ผู้ใช้ลงชื่อเข้าใช้ด้วยรหัสทางอีเมลได้
api-name-invalid = ชื่อยาวเกินไปหรือมีอักขระควบคุม
