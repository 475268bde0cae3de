//! TLS peers for tests of outbound TLS: a self-signed certificate for
//! loopback, and a small HTTPS server that answers GETs with JSON. The
//! client side trusts the certificate through its own setting (the SMTP
//! relay's `email.smtp_ca_file`) or the system's way (`SSL_CERT_FILE`).
//!
//! The server's threads live as long as the test process.

// Test support: a failure to make a key or bind a port is a failed test.
#![allow(clippy::expect_used)]

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use openssl::ssl::{SslAcceptor, SslFiletype, SslMethod};

/// A self-signed certificate for 127.0.0.1 and localhost, and its key,
/// as PEM files in `dir`.
pub fn self_signed(dir: &Path) -> (PathBuf, PathBuf) {
    use openssl::asn1::Asn1Time;
    use openssl::bn::{BigNum, MsbOption};
    use openssl::ec::{EcGroup, EcKey};
    use openssl::hash::MessageDigest;
    use openssl::nid::Nid;
    use openssl::pkey::PKey;
    use openssl::x509::extension::SubjectAlternativeName;
    use openssl::x509::{X509, X509NameBuilder};

    let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).expect("P-256");
    let key = PKey::from_ec_key(EcKey::generate(&group).expect("a key")).expect("a key");
    let mut name = X509NameBuilder::new().expect("a name");
    name.append_entry_by_nid(Nid::COMMONNAME, "localhost")
        .expect("a common name");
    let name = name.build();
    let mut serial = BigNum::new().expect("a number");
    serial
        .rand(64, MsbOption::MAYBE_ZERO, false)
        .expect("a serial");
    let mut cert = X509::builder().expect("a certificate");
    cert.set_version(2).expect("v3");
    cert.set_serial_number(&serial.to_asn1_integer().expect("a serial"))
        .expect("a serial");
    cert.set_subject_name(&name).expect("a subject");
    cert.set_issuer_name(&name).expect("an issuer");
    cert.set_pubkey(&key).expect("the key");
    cert.set_not_before(&Asn1Time::days_from_now(0).expect("now"))
        .expect("not before");
    cert.set_not_after(&Asn1Time::days_from_now(2).expect("later"))
        .expect("not after");
    let san = SubjectAlternativeName::new()
        .dns("localhost")
        .ip("127.0.0.1")
        .build(&cert.x509v3_context(None, None))
        .expect("the names");
    cert.append_extension(san).expect("the names");
    cert.sign(&key, MessageDigest::sha256()).expect("signed");
    let cert = cert.build();
    let cert_path = dir.join("cert.pem");
    let key_path = dir.join("key.pem");
    std::fs::write(&cert_path, cert.to_pem().expect("PEM")).expect("written");
    std::fs::write(&key_path, key.private_key_to_pem_pkcs8().expect("PEM")).expect("written");
    (cert_path, key_path)
}

/// An HTTPS server on 127.0.0.1 with a self-signed certificate for
/// `localhost` and `127.0.0.1`.
#[derive(Debug)]
pub struct HttpsServer {
    port: u16,
    ca_file: PathBuf,
    _dir: tempfile::TempDir,
}

/// What the server answers for a path, given its own port: a JSON body,
/// or `None` for 404.
pub type Routes = dyn Fn(&str, u16) -> Option<String> + Send + Sync;

impl HttpsServer {
    /// Starts a server answering each GET with `routes(path, port)`.
    pub fn start(routes: impl Fn(&str, u16) -> Option<String> + Send + Sync + 'static) -> Self {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let (cert, key) = self_signed(dir.path());
        let mut acceptor = SslAcceptor::mozilla_intermediate_v5(SslMethod::tls()).expect("TLS");
        acceptor
            .set_private_key_file(&key, SslFiletype::PEM)
            .expect("the key");
        acceptor
            .set_certificate_chain_file(&cert)
            .expect("the certificate");
        let acceptor = Arc::new(acceptor.build());
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        let port = listener.local_addr().expect("an address").port();
        let routes: Arc<Routes> = Arc::new(routes);
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let acceptor = Arc::clone(&acceptor);
                let routes = Arc::clone(&routes);
                std::thread::spawn(move || answer(&acceptor, stream, &*routes, port));
            }
        });
        Self {
            port,
            ca_file: cert,
            _dir: dir,
        }
    }

    /// `https://localhost:PORT`.
    pub fn url(&self) -> String {
        format!("https://localhost:{}", self.port)
    }

    /// The certificate to trust (PEM).
    pub fn ca_file(&self) -> &Path {
        &self.ca_file
    }
}

/// One connection: one request, one answer. A client that refuses the
/// certificate ends the handshake, which is not an error here.
fn answer(acceptor: &SslAcceptor, stream: TcpStream, routes: &Routes, port: u16) {
    let Ok(mut tls) = acceptor.accept(stream) else {
        return;
    };
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") && head.len() < 16 * 1024 {
        match tls.read(&mut byte) {
            Ok(1) => head.push(byte[0]),
            _ => return,
        }
    }
    let head = String::from_utf8_lossy(&head);
    let path = head.split_whitespace().nth(1).unwrap_or("/");
    let (status, body) = match routes(path, port) {
        Some(body) => ("200 OK", body),
        None => ("404 Not Found", "{}".to_owned()),
    };
    let _ = write!(
        tls,
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tls.shutdown();
}
