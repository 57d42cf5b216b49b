#!/bin/sh
# Builds the portable Linux archive:  packaging/portable/make-portable.sh
#
#   target/packages/swissdesk-<version>-linux-<arch>.tar.gz
#
# unpacking to swissdesk-<version>-linux-<arch>/ with
#   swissdesk                  the program (run ./swissdesk, or ./swissdesk --help)
#   portable                   marker: settings go to swissdesk-data/ beside the
#                              program instead of the home folder (delete it to
#                              use the usual per-user settings)
#   assets/                    sample.swissdesk.ron and fonts/, found by the app
#                              beside its executable
#   share/                     .desktop entry, MIME types and icons, for
#                              install-desktop-entry.sh
#   install-desktop-entry.sh   optional: menu entry and file associations for
#                              the current user, pointing at this folder
#   README.txt, COPYRIGHT
#
# Environment: SWISSDESK_BIN (a built binary; default target/dist/swissdesk,
# built when missing), CARGO_TARGET_DIR, OUT_DIR (default target/packages).
set -eu
. "$(cd "$(dirname "$0")/.." && pwd)/common.sh"

arch=${ARCH:-$(uname -m)}
name="swissdesk-$version-linux-$arch"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
dir="$stage/$name"
mkdir -p "$dir/assets/fonts"

install -m 755 "$bin" "$dir/swissdesk"
install -m 644 "$root/assets/sample.swissdesk.ron" "$dir/assets/"
install -m 644 "$root/assets/fonts/DejaVuSans.ttf" "$root/assets/fonts/DejaVuSans-Bold.ttf" \
    "$root/assets/fonts/LICENSE-DejaVu.txt" "$dir/assets/fonts/"
install_share "$dir/share"
rm -rf "$dir/share/swissdesk"   # the sample and fonts are in assets/
install -m 755 "$root/packaging/portable/install-desktop-entry.sh" "$dir/"
install -m 644 "$root/packaging/portable/README.txt" "$dir/README.txt"
install -m 644 "$root/packaging/linux/copyright" "$dir/COPYRIGHT"
cat > "$dir/portable" <<'MARKER'
This file switches Swissdesk to portable mode: settings and recent files are
kept in swissdesk-data/ beside the program. Delete it to keep them in your
home folder instead.
MARKER

"$dir/swissdesk" --version

archive="$out_dir/$name.tar.gz"
# Owner and time stamps fixed, entries sorted: the same inputs give the same archive.
tar --sort=name --owner=0 --group=0 --numeric-owner \
    --mtime="@${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}" \
    -C "$stage" -cf - "$name" | gzip -n -9 > "$archive"
echo "$archive"
