//! What the TRF targets share.

use swissdesk::trf::{self, Dialect};

/// Reads `data` as a TRF file; if it is accepted, writes it in `dialect`
/// and reads that back, which must work and give the same players and rounds.
pub fn round_trip(data: &[u8], dialect: Dialect) {
    let Ok(import) = trf::parse_bytes(data, "fuzz.trf") else {
        return;
    };
    let written = trf::write_as(&import.tournament, dialect);
    let again = match trf::parse_bytes(written.as_bytes(), "written.trf") {
        Ok(again) => again,
        Err(e) => panic!("Swissdesk cannot read the TRF it wrote: {e}\n{written}"),
    };
    assert_eq!(again.tournament.players, import.tournament.players, "players changed\n{written}");
    assert_eq!(again.tournament.rounds, import.tournament.rounds, "rounds changed\n{written}");
}
