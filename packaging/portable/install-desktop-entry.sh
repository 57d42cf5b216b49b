#!/bin/sh
# Adds (or with --remove, removes) a menu entry, the icon and the file types
# *.swissdesk.ron and *.trf for this portable Swissdesk, for the current user
# only (~/.local/share). Run it again after moving the folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}

refresh() {
    # The caches are optional: without the tools the desktop rescans by itself.
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$data/mime" || true
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
    fi
}

if [ "${1:-}" = "--remove" ]; then
    rm -f "$data/applications/swissdesk.desktop" "$data/mime/packages/swissdesk.xml"
    for f in "$data"/icons/hicolor/*/apps/swissdesk.png "$data/icons/hicolor/scalable/apps/swissdesk.svg"; do
        rm -f "$f"
    done
    refresh
    echo "Swissdesk menu entry removed."
    exit 0
fi

mkdir -p "$data/applications" "$data/mime/packages"
# The entry runs this folder's program; the path is quoted for the Exec key.
exec_path=$(printf '%s' "$here/swissdesk" | sed 's/["`$]/\\&/g')
EXEC_LINE="Exec=\"$exec_path\" %f" TRY_LINE="TryExec=$here/swissdesk" awk '
    /^Exec=/ { print ENVIRON["EXEC_LINE"]; next }
    /^TryExec=/ { print ENVIRON["TRY_LINE"]; next }
    { print }' "$here/share/applications/swissdesk.desktop" > "$data/applications/swissdesk.desktop"
cp "$here/share/mime/packages/swissdesk.xml" "$data/mime/packages/"
for d in "$here"/share/icons/hicolor/*/apps; do
    size=$(basename "$(dirname "$d")")
    mkdir -p "$data/icons/hicolor/$size/apps"
    cp "$d"/* "$data/icons/hicolor/$size/apps/"
done
refresh
echo "Swissdesk added to the menu: $data/applications/swissdesk.desktop"
