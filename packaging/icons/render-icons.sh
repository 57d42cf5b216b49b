#!/bin/sh
# Renders the application icon assets/icons/swissdesk.svg (and, for 16 px,
# assets/icons/swissdesk-small.svg) into the files the
# packages use, all written to assets/icons/ (they are committed, so packaging
# on Windows or macOS needs none of these tools):
#   swissdesk-<N>.png  N = 16 32 48 64 128 256 512 (and 1024 for macOS)
#   swissdesk.ico      Windows: 16, 24, 32, 48, 64, 128, 256 in one file
#   swissdesk.icns     macOS: 16 .. 1024
# Needs rsvg-convert (Debian: librsvg2-bin), ImageMagick's convert (imagemagick)
# and png2icns (icnsutils). Run it again after changing the SVG.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
icons=$(cd "$here/../../assets/icons" && pwd)
svg="$icons/swissdesk.svg"
# The 16 px files come from a simplified drawing on the pixel grid.
small="$icons/swissdesk-small.svg"

need() { command -v "$1" >/dev/null 2>&1 || { echo "render-icons: missing $1 ($2)" >&2; exit 1; }; }
need rsvg-convert "apt-get install librsvg2-bin"
need convert "apt-get install imagemagick"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

rsvg-convert --width 16 --height 16 --format png --output "$tmp/16.png" "$small"
for n in 24 32 48 64 128 256 512 1024; do
    rsvg-convert --width "$n" --height "$n" --format png --output "$tmp/$n.png" "$svg"
done
for n in 16 32 48 64 128 256 512 1024; do
    # -strip drops time stamps, so a re-render of the same SVG gives the same bytes.
    convert "$tmp/$n.png" -strip "PNG32:$icons/swissdesk-$n.png"
done

# Windows .ico: every size an individual PNG rendered from the SVG (sharper than
# letting ImageMagick scale one large image down).
convert "$tmp/16.png" "$tmp/24.png" "$tmp/32.png" "$tmp/48.png" "$tmp/64.png" \
    "$tmp/128.png" "$tmp/256.png" -strip "$icons/swissdesk.ico"

# macOS .icns.
if command -v png2icns >/dev/null 2>&1; then
    png2icns "$icons/swissdesk.icns" "$tmp/16.png" "$tmp/32.png" "$tmp/128.png" \
        "$tmp/256.png" "$tmp/512.png" "$tmp/1024.png" >/dev/null
elif command -v iconutil >/dev/null 2>&1; then
    # On macOS itself.
    set_dir="$tmp/swissdesk.iconset"
    mkdir "$set_dir"
    for n in 16 32 128 256 512; do
        cp "$tmp/$n.png" "$set_dir/icon_${n}x${n}.png"
        d=$((n * 2))
        cp "$tmp/$d.png" "$set_dir/icon_${n}x${n}@2x.png" 2>/dev/null ||
            rsvg-convert --width "$d" --height "$d" --output "$set_dir/icon_${n}x${n}@2x.png" "$svg"
    done
    iconutil --convert icns --output "$icons/swissdesk.icns" "$set_dir"
else
    echo "render-icons: no png2icns (icnsutils) or iconutil: swissdesk.icns left as it was" >&2
fi

ls -l "$icons"
