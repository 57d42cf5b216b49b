# Shared by the packaging scripts (sourced, not run).
# Sets: root (the source tree), version (from Cargo.toml), bin (the built
# binary, built with the `dist` profile when it is not there yet), out_dir,
# and the function install_share.
# shellcheck shell=sh disable=SC2034

root=$(cd "$(dirname "$0")/../.." && pwd)
version=$(sed -n '/^\[package\]/,/^\[/ s/^version *= *"\(.*\)"/\1/p' "$root/Cargo.toml" | head -n 1)
target_dir=${CARGO_TARGET_DIR:-$root/target}
profile=${SWISSDESK_PROFILE:-dist}
bin=${SWISSDESK_BIN:-$target_dir/$profile/swissdesk}
out_dir=${OUT_DIR:-$target_dir/packages}

if [ ! -x "$bin" ]; then
    if [ -n "${SWISSDESK_BIN:-}" ]; then
        echo "$(basename "$0"): SWISSDESK_BIN=$bin is not an executable" >&2
        exit 1
    fi
    echo "$(basename "$0"): building $bin (cargo build --profile $profile)" >&2
    (cd "$root" && cargo build --profile "$profile" --bin swissdesk)
fi
mkdir -p "$out_dir"

# Copies the files every Linux layout shares into $1 (a `share` directory):
# the sample tournament and fonts in $1/swissdesk, icons, .desktop, MIME types.
install_share() {
    share=$1
    mkdir -p "$share/swissdesk/fonts" "$share/applications" "$share/mime/packages"
    install -m 644 "$root/assets/sample.swissdesk.ron" "$share/swissdesk/"
    install -m 644 "$root/assets/fonts/DejaVuSans.ttf" "$root/assets/fonts/DejaVuSans-Bold.ttf" \
        "$root/assets/fonts/LICENSE-DejaVu.txt" "$share/swissdesk/fonts/"
    install -m 644 "$root/packaging/linux/swissdesk.desktop" "$share/applications/"
    install -m 644 "$root/packaging/linux/swissdesk-mime.xml" "$share/mime/packages/swissdesk.xml"
    mkdir -p "$share/metainfo"
    install -m 644 "$root/packaging/linux/swissdesk.metainfo.xml" "$share/metainfo/org.swissdesk.Swissdesk.metainfo.xml"
    for n in 16 32 48 64 128 256 512; do
        mkdir -p "$share/icons/hicolor/${n}x${n}/apps"
        install -m 644 "$root/assets/icons/swissdesk-$n.png" "$share/icons/hicolor/${n}x${n}/apps/swissdesk.png"
    done
    mkdir -p "$share/icons/hicolor/scalable/apps"
    install -m 644 "$root/assets/icons/swissdesk.svg" "$share/icons/hicolor/scalable/apps/"
}
