#!/usr/bin/env bash
# Coverage-guided fuzzing of every reader of outside data (fuzz/, cargo-fuzz).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Runs each target (default: all eleven) for SECONDS (default 1200 = 20 min),
# one after the other, each with a corpus seeded from tests/data/ and kept in
# fuzz/corpus/<target>/ (not committed). Crashes and hangs land in
# fuzz/artifacts/<target>/; each one found is fixed and its input kept as a
# regression test in tests/integration/fuzz_regressions.rs (tests/data/fuzz/). The last
# lines of each run (executions, coverage) go to fuzz/logs/<target>.log.
#
# Needs the nightly toolchain and cargo-fuzz:
#   rustup toolchain install nightly && cargo install cargo-fuzz
# Targets: trf16 trf2026 ron_document proposal import_pair noticeboard_request team_trf
#          rating_list rating_database generator_config settings
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET=${1:-1200}
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
    TARGETS=(trf16 trf2026 ron_document proposal import_pair noticeboard_request team_trf
        rating_list rating_database generator_config settings)
fi

# Seeds: the test data of the kind each target reads.
seed() {
    local target=$1
    local dir=fuzz/corpus/$target
    mkdir -p "$dir"
    case $target in
        trf16 | import_pair)
            for set in dutch burstein dutch2012 baku2017; do
                find tests/data/conformance/$set -name '*.trf' | awk 'NR <= 40' | xargs -r cp -t "$dir"
            done ;;
        trf2026)
            for set in dutch2026 baku2026 dubov2026; do
                find tests/data/conformance/$set -name '*.trf' | awk 'NR <= 40' | xargs -r cp -t "$dir"
            done ;;
        team_trf)
            find tests/data/conformance/team2026 tests/data/conformance/berger -name 'berger-002[345]*.trf' -o -name 'team-*.trf' | awk 'NR <= 40' | xargs -r cp -t "$dir"
            cp tests/data/imported/sharly-team-*.trf tests/data/imported/heltour-*.trf "$dir/" ;;
        ron_document)
            cp assets/sample.swissdesk.ron "$dir/" 2>/dev/null || true
            find tests/data -name '*.ron' | awk 'NR <= 40' | xargs -r cp -t "$dir" ;;
        proposal)
            printf '3\n1 2\n3 4\n5 0\n' > "$dir/three-boards"
            printf '15\n' > "$dir/count-only"
            for n in $(seq 1 2 29); do echo "$n $((n + 1))"; done | sed '1i 15' > "$dir/full" ;;
        noticeboard_request)
            for path in / /pairings.html /pairings-1.html /standings-2.html /player-3.html /screen.html /status.json; do
                printf 'GET %s' "$path" > "$dir/get$(echo "$path" | tr '/.' '__')"
            done ;;
        rating_list)
            # The test lists cut to their header and a few players (the
            # whole files are too long for -max_len), and a zip of one.
            for list in tests/data/rating-list/*.txt; do
                head -n 8 "$list" > "$dir/$(basename "$list")"
            done
            for list in tests/data/rating-list/*.xml; do
                # Up to the third player's end.
                { awk '{ print } /<\/player>/ && ++n == 3 { exit }' "$list"; echo '</playerslist>'; } \
                    > "$dir/$(basename "$list")"
            done
            rm -f "$dir/standard_mar26frl.zip"
            (cd "$dir" && zip -q standard_mar26frl.zip standard_mar26frl.txt) || true ;;
        # rating_database, generator_config, settings: their seeds are in
        # tests/data/fuzz/<target>/.
    esac
    if [ -d tests/data/fuzz/$target ]; then
        cp tests/data/fuzz/$target/* "$dir/"
    fi
}

mkdir -p fuzz/logs
for target in "${TARGETS[@]}"; do
    seed "$target"
    MAX_LEN=16384
    [ "$target" = ron_document ] && MAX_LEN=65536
    echo "== $target: ${SECONDS_PER_TARGET}s"
    # -timeout: an input taking over 10 s is a hang. -rss_limit_mb: a
    # reader that balloons memory is a bug too. -max_len: a few dozen players.
    (cd fuzz && cargo +nightly fuzz run "$target" -- \
        -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 -max_len="$MAX_LEN" \
        -print_final_stats=1) 2>&1 | tail -n 40 > "fuzz/logs/$target.log" || true
    grep -E 'stat::number_of_executed_units|stat::peak_rss|Done|SUMMARY|crash-|timeout-|oom-' \
        "fuzz/logs/$target.log" || true
done
