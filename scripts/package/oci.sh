#!/usr/bin/env bash
# Builds the OCI image into target/oci/accounts-server.tar (an
# oci-archive) with buildah, without a daemon (docs/operations.md,
# "Deployment"). Reuses the release build (scripts/package/deb.sh makes it;
# cargo only checks it is current), strips a copy and puts it on an empty
# root with exactly the shared libraries ldd names, the loader, CA
# certificates, a passwd entry, and the Debian packages' metadata of what
# it copied, for scanners. Everything is root's but the state directory.
# Installs buildah when it is missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}
for pkg in buildah ca-certificates; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$pkg"
  fi
done

cargo build --release --locked -p accounts-server
out=target/oci
context=$out/context
root=$context/rootfs
rm -rf "$context" "$out/accounts-server.tar"
# /var/lib exists (root's) before the state directory is added, so that
# adding it makes no parent directory the service user's.
mkdir -p "$root/usr/bin" "$root/etc/ssl/certs" "$root/tmp" "$root/var/lib/dpkg/status.d" "$context/state/var/lib/accounts-server"
chmod 1777 "$root/tmp"

strip -o "$root/usr/bin/accounts-server" target/release/accounts-server
# Every library the binary loads, and the loader itself, at the paths the
# binary looks for them.
ldd target/release/accounts-server | awk '
  $2 == "=>" && $3 ~ /^\// { print $3 }
  $1 ~ /^\// { print $1 }' | sort -u >"$context/libraries"
packages=(ca-certificates base-files)
while read -r lib; do
  mkdir -p "$root$(dirname "$lib")"
  cp -L "$lib" "$root$lib"
  # The package that ships it (dpkg knows a merged-/usr file by the path
  # its package gives, /lib or /usr/lib).
  owner=""
  for path in "$lib" "/usr$lib" "${lib#/usr}"; do
    owner=$(dpkg-query -S "$path" 2>/dev/null | head -n 1 | cut -d: -f1) && [ -n "$owner" ] && break
  done
  [ -n "$owner" ] || { echo "no Debian package ships $lib" >&2; exit 1; }
  packages+=("$owner")
done <"$context/libraries"
cp -L /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/"
# What scanners (Trivy, Grype, Syft) read in a distroless image: the
# release, and one dpkg status entry per package whose files the image
# holds (the libraries', the CA bundle's, the release files'), named after
# the package, so that each copied library's version is known.
cp -L /etc/os-release /etc/debian_version "$root/etc/"
for pkg in $(printf '%s\n' "${packages[@]}" | sort -u); do
  dpkg-query -s "$pkg" >"$root/var/lib/dpkg/status.d/$pkg"
done
# libpq looks its user up; the runtime resolves names through these.
printf 'root:x:0:0:root:/root:/sbin/nologin\naccounts:x:65532:65532:accounts-server:/var/lib/accounts-server:/sbin/nologin\n' >"$root/etc/passwd"
printf 'root:x:0:\naccounts:x:65532:\n' >"$root/etc/group"
printf 'hosts: files dns\n' >"$root/etc/nsswitch.conf"
cp bins/accounts-server/package/Containerfile "$context/"
# The state directory, the one path that is the service user's: a tar
# states its owner and mode exactly (COPY --chown would make every parent
# it creates the user's too).
chmod 0750 "$context/state/var/lib/accounts-server"
tar --numeric-owner --owner=65532 --group=65532 --mtime=@0 --no-recursion \
  -C "$context/state" -cf "$context/state.tar" var/lib/accounts-server

storage=(--storage-driver vfs)
image=localhost/accounts-server:latest
buildah "${storage[@]}" rmi -f "$image" >/dev/null 2>&1 || true
buildah "${storage[@]}" bud --isolation chroot --layers=false \
  --timestamp 0 -f "$context/Containerfile" -t "$image" "$context"
buildah "${storage[@]}" push "$image" "oci-archive:$out/accounts-server.tar:accounts-server:latest"
echo "image: $out/accounts-server.tar ($(du -h "$out/accounts-server.tar" | cut -f1) archive, $(du -sh "$root" | cut -f1) unpacked)"
