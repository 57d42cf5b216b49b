# The screenshot scripts' shared setup, sourced (not run) by scripts/screenshots*.sh:
# a scratch folder, a private X server (Xvfb, no display or GPU needed) and
# the desktop app in it. The sourcing script sets SCRIPT (its name, for the
# messages) and BIN (the app), then calls
#   need_tools           Xvfb, import and xdotool are there (else: how to install them);
#   work_begin           WORK: a scratch folder with xdg/ and config/, removed on exit
#                        with the app and the X server;
#   xvfb_begin           the app copied to $WORK/swissdesk (the target folder is shared:
#                        a copy does not change under a build), checked to be the desktop
#                        build, and an X server started; DISPLAY and XDG_RUNTIME_DIR exported;
#   app_start LOG CMD…   (re)starts the app (CMD…, e.g. `env SWISSDESK_LANG=de "$WORK/swissdesk" FILE`,
#                        output in LOG) and waits for its window: APP, WIN;
#   app_window W H       the window at the top left, W×H, focused (there is no window
#                        manager: without the focus typed keys go nowhere).
# The X server takes a free display number (Xvfb -displayfd), so the scripts can run
# side by side; DISPLAY_NUM=:N forces one.

need_tools() {
    local tool
    for tool in Xvfb import xdotool; do
        command -v "$tool" >/dev/null || {
            echo "$SCRIPT: $tool is missing; apt-get update && apt-get install -y --no-install-recommends xvfb imagemagick xdotool" >&2
            exit 1
        }
    done
}

APP=
XVFB=
WIN=

work_cleanup() {
    if [ -n "$APP" ]; then kill "$APP" 2>/dev/null || true; fi
    if [ -n "$XVFB" ]; then kill "$XVFB" 2>/dev/null || true; fi
    rm -rf "$WORK"
}

work_begin() {
    WORK=$(mktemp -d)
    trap work_cleanup EXIT
    mkdir -p "$WORK/xdg" "$WORK/config" && chmod 700 "$WORK/xdg"
}

xvfb_begin() {
    cp "$BIN" "$WORK/swissdesk"
    grep -q iced_winit "$WORK/swissdesk" || {
        echo "$SCRIPT: $BIN was built without the gui feature; run cargo build" >&2
        exit 1
    }
    local display
    if [ -n "${DISPLAY_NUM:-}" ]; then
        Xvfb "$DISPLAY_NUM" -screen 0 1280x900x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
        XVFB=$!
        display=$DISPLAY_NUM
    else
        # Xvfb writes the display number it took to fd 3 once it accepts clients.
        Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp 3>"$WORK/display" >"$WORK/xvfb.log" 2>&1 &
        XVFB=$!
        for _ in $(seq 1 150); do
            [ -s "$WORK/display" ] && break
            kill -0 "$XVFB" 2>/dev/null || break
            sleep 0.2
        done
        display=:$(tr -d '[:space:]' <"$WORK/display")
    fi
    export DISPLAY=$display XDG_RUNTIME_DIR=$WORK/xdg
    # Wait until the X server answers (it can take a while on a busy machine);
    # a server that died (the display taken) must not be mistaken for another one.
    for _ in $(seq 1 150); do
        kill -0 "$XVFB" 2>/dev/null || break
        xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
        sleep 0.2
    done
    echo "$SCRIPT: Xvfb did not start on display '$display'" >&2
    cat "$WORK/xvfb.log" >&2
    exit 1
}

app_stop() {
    if [ -n "$APP" ]; then
        kill "$APP" 2>/dev/null || true
        wait "$APP" 2>/dev/null || true
        APP=
    fi
}

app_start() {
    local log=$1
    shift
    app_stop
    "$@" >"$log" 2>&1 &
    APP=$!
    WIN=
    for _ in $(seq 1 100); do
        WIN=$(xdotool search --name "Swissdesk" 2>/dev/null | head -1 || true)
        [ -n "$WIN" ] && return 0
        kill -0 "$APP" 2>/dev/null || break
        sleep 0.3
    done
    echo "$SCRIPT: the window did not appear" >&2
    cat "$log" >&2
    exit 1
}

app_window() {
    sleep 1
    xdotool windowsize "$WIN" "$1" "$2" || true
    xdotool windowmove "$WIN" 0 0 || true
    sleep 1
    xdotool windowfocus --sync "$WIN" 2>/dev/null || { sleep 1; xdotool windowfocus --sync "$WIN" 2>/dev/null || true; }
}
