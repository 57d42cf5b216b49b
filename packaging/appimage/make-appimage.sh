#!/bin/sh
# Assembles the Swissdesk AppDir and, when appimagetool is available, the
# AppImage:  packaging/appimage/make-appimage.sh
#
#   target/packages/Swissdesk.AppDir/               the AppDir
#   target/packages/swissdesk-<version>-x86_64.AppImage
#
# Environment: SWISSDESK_BIN (a built binary; default target/dist/swissdesk,
# built when missing), CARGO_TARGET_DIR, OUT_DIR (default target/packages),
# APPIMAGETOOL (default: appimagetool on PATH). appimagetool is not packaged by
# Debian; get it from the AppImage project (github.com/AppImage/appimagetool).
#
# AppDir layout:
#   AppRun                     runs usr/bin/swissdesk
#   swissdesk.desktop          copy of packaging/linux/swissdesk.desktop
#   swissdesk.png, .DirIcon    256 px icon
#   usr/bin/swissdesk
#   usr/bin/assets -> ../share/swissdesk   (where the app looks for its sample)
#   usr/share/swissdesk/       sample.swissdesk.ron, fonts/
#   usr/share/applications/, usr/share/mime/packages/, usr/share/icons/hicolor/
set -eu
. "$(cd "$(dirname "$0")/.." && pwd)/common.sh"

arch=${ARCH:-$(uname -m)}
appdir="$out_dir/Swissdesk.AppDir"
rm -rf "$appdir"
mkdir -p "$appdir/usr/bin"

install -m 755 "$bin" "$appdir/usr/bin/swissdesk"
install -m 755 "$root/packaging/appimage/AppRun" "$appdir/AppRun"
install_share "$appdir/usr/share"
# The app looks for assets/ beside its executable.
ln -s ../share/swissdesk "$appdir/usr/bin/assets"
install -m 644 "$root/packaging/linux/swissdesk.desktop" "$appdir/swissdesk.desktop"
install -m 644 "$root/assets/icons/swissdesk-256.png" "$appdir/swissdesk.png"
ln -s swissdesk.png "$appdir/.DirIcon"

"$appdir/AppRun" --version

tool=${APPIMAGETOOL:-$(command -v appimagetool || true)}
image="$out_dir/swissdesk-$version-$arch.AppImage"
if [ -n "$tool" ]; then
    ARCH=$arch "$tool" --no-appstream "$appdir" "$image"
    echo "$image"
else
    echo "make-appimage: appimagetool not found; the AppDir is ready at $appdir" >&2
    echo "make-appimage: to finish: ARCH=$arch appimagetool --no-appstream '$appdir' '$image'" >&2
fi
