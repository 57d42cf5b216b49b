//! Hand-made cases, one per article of C.04.6 whose effect can be
//! isolated. Each expectation is derived in a comment from the text (the
//! rule summary's quotes); where the text leaves a choice, the comment
//! names the reading followed (R1–R20).
//!
//! Events are written round by round: match points 2/1/0 (tenths: 20, 10,
//! 0) are the primary score, game points of four boards the secondary one.

use super::{ColourPreferences, SwissTeam2026, TeamRules};
use crate::model::{ByeKind, Colour, Points, ScoringSystem};
use crate::pairing::{PairingInput, PairingSystem, PastRound, PlayerInput};

const WIN: i32 = 20;
const DRAW: i32 = 10;

/// What happened to teams in one earlier round.
#[derive(Clone, Copy, Debug)]
enum Outcome {
    /// A match with at least one board played: the team with White on
    /// board 1, the other, and each one's game points (tenths).
    Played { white: u32, black: u32, white_gp: i32, black_gp: i32 },
    /// A match in which no board was played; `winner` won it by forfeit
    /// (`None`: neither team appeared).
    Forfeit { white: u32, black: u32, winner: Option<u32> },
    /// A bye (the PAB of 1.4, a requested bye, an absence) worth `mp` and `gp`.
    Bye { team: u32, kind: ByeKind, mp: i32, gp: i32 },
}

/// White wins 3–1.
fn win(white: u32, black: u32) -> Outcome {
    Outcome::Played { white, black, white_gp: 30, black_gp: 10 }
}
/// White loses 1–3.
fn loss(white: u32, black: u32) -> Outcome {
    Outcome::Played { white, black, white_gp: 10, black_gp: 30 }
}
/// 2–2.
fn draw(white: u32, black: u32) -> Outcome {
    Outcome::Played { white, black, white_gp: 20, black_gp: 20 }
}
fn played(white: u32, black: u32, white_gp: i32, black_gp: i32) -> Outcome {
    Outcome::Played { white, black, white_gp, black_gp }
}
/// 1.4: the pairing-allocated bye, a drawn match (1 MP, 2 GP).
fn pab(team: u32) -> Outcome {
    Outcome::Bye { team, kind: ByeKind::PairingAllocated, mp: DRAW, gp: 20 }
}
fn absent(team: u32) -> Outcome {
    Outcome::Bye { team, kind: ByeKind::ZeroPoint, mp: 0, gp: 0 }
}

/// A team event built by hand: teams 1..=n, the rounds so far, the round
/// to pair next.
#[derive(Clone, Debug)]
struct TeamEvent {
    teams: u32,
    rounds: Vec<Vec<Outcome>>,
    absent: Vec<u32>,
    total_rounds: u32,
    initial: Colour,
    rules: TeamRules,
}

impl TeamEvent {
    fn new(teams: u32) -> TeamEvent {
        TeamEvent {
            teams,
            rounds: Vec::new(),
            absent: Vec::new(),
            total_rounds: 9,
            initial: Colour::White,
            rules: TeamRules::default(),
        }
    }

    fn round(mut self, outcomes: &[Outcome]) -> TeamEvent {
        self.rounds.push(outcomes.to_vec());
        self
    }

    /// Teams not paired in the round being paired.
    fn absent(mut self, teams: &[u32]) -> TeamEvent {
        self.absent.extend_from_slice(teams);
        self
    }

    fn total_rounds(mut self, rounds: u32) -> TeamEvent {
        self.total_rounds = rounds;
        self
    }

    fn initial(mut self, colour: Colour) -> TeamEvent {
        self.initial = colour;
        self
    }

    fn preferences(mut self, preferences: ColourPreferences) -> TeamEvent {
        self.rules.preferences = preferences;
        self
    }

    fn secondary_for_colours(mut self, used: bool) -> TeamEvent {
        self.rules.secondary_for_colours = used;
        self
    }

    fn input(&self) -> PairingInput {
        let rounds = self.rounds.len();
        let mut players: Vec<PlayerInput> = (1..=self.teams)
            .map(|tpn| PlayerInput {
                tpn,
                rating: 0,
                score: Points::ZERO,
                pairing_score: Points::ZERO,
                history: vec![PastRound::Absent; rounds],
                round_points: vec![Points::ZERO; rounds],
                acceleration: Vec::new(),
                to_pair: !self.absent.contains(&tpn),
                secondary_score: Points::ZERO,
            })
            .collect();
        let mut game_points = vec![0; self.teams as usize];
        for (r, outcomes) in self.rounds.iter().enumerate() {
            for &o in outcomes {
                match o {
                    Outcome::Played { white, black, white_gp, black_gp } => {
                        let (w, b) = ((white - 1) as usize, (black - 1) as usize);
                        let (wmp, bmp) = match white_gp.cmp(&black_gp) {
                            std::cmp::Ordering::Greater => (WIN, 0),
                            std::cmp::Ordering::Less => (0, WIN),
                            std::cmp::Ordering::Equal => (DRAW, DRAW),
                        };
                        players[w].history[r] = PastRound::Played { opponent: black, colour: Colour::White };
                        players[b].history[r] = PastRound::Played { opponent: white, colour: Colour::Black };
                        players[w].round_points[r] = Points(wmp);
                        players[b].round_points[r] = Points(bmp);
                        game_points[w] += white_gp;
                        game_points[b] += black_gp;
                    }
                    Outcome::Forfeit { white, black, winner } => {
                        for (team, opponent, colour) in
                            [(white, black, Colour::White), (black, white, Colour::Black)]
                        {
                            let t = (team - 1) as usize;
                            let won = winner == Some(team);
                            players[t].history[r] = PastRound::Forfeit { opponent, colour, won };
                            if won {
                                players[t].round_points[r] = Points(WIN);
                                game_points[t] += 40;
                            }
                        }
                    }
                    Outcome::Bye { team, kind, mp, gp } => {
                        let t = (team - 1) as usize;
                        players[t].history[r] = PastRound::Bye(kind);
                        players[t].round_points[r] = Points(mp);
                        game_points[t] += gp;
                    }
                }
            }
        }
        for (p, gp) in players.iter_mut().zip(game_points) {
            p.score = p.round_points.iter().copied().sum();
            p.pairing_score = p.score;
            p.secondary_score = Points(gp);
        }
        PairingInput {
            round: rounds as u32 + 1,
            total_rounds: self.total_rounds,
            initial_colour: Some(self.initial),
            scoring: ScoringSystem::standard(),
            players,
            forbidden: Vec::new(),
            team: Some(self.rules),
        }
    }

    /// The next round: boards as (White on board 1, Black) in board order,
    /// and the bye.
    fn pair(&self) -> (Vec<(u32, u32)>, Option<u32>) {
        let pairing = SwissTeam2026.pair(&self.input()).unwrap_or_else(|e| panic!("{e}"));
        (pairing.boards.iter().map(|b| (b.white, b.black)).collect(), pairing.bye)
    }

    /// The next round's pairs, smaller TPN first, sorted (colours aside).
    fn pairs(&self) -> Vec<(u32, u32)> {
        let mut pairs: Vec<(u32, u32)> = self.pair().0.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        pairs.sort_unstable();
        pairs
    }
}

#[test]
fn round_one_pairs_the_first_half_against_the_second() {
    // 3.6.1–3.6.3: one bracket of eight teams with nothing to weigh; the
    // first identifier has the top members 1 2 3 4 and then their
    // smallest bottom members: 1-5, 2-6, 3-7, 4-8. 4.2.3: the first-team
    // is the smaller TPN; 4.3.1: an odd first-team gets the
    // initial-colour, an even one the other colour. GHR 3.6 (R19): equal
    // scores, so boards by the smaller TPN.
    let event = TeamEvent::new(8);
    assert_eq!(event.pair(), (vec![(1, 5), (6, 2), (3, 7), (8, 4)], None));
    let event = event.initial(Colour::Black);
    assert_eq!(event.pair(), (vec![(5, 1), (2, 6), (7, 3), (4, 8)], None));
}

#[test]
fn an_absent_team_keeps_its_pairing_number() {
    // 1.1.3 (R16): team 2 is absent but nobody moves up a number. The
    // bracket 1 3 4 5 pairs 1-4, 3-5 (3.6.2); 4.3.1 reads the TPNs' parity:
    // 1 and 3 are odd, so both get the initial-colour White. (Renumbered,
    // 3 would be the second team, even, and get Black.)
    let event = TeamEvent::new(5).absent(&[2]);
    assert_eq!(event.pair(), (vec![(1, 4), (3, 5)], None));
}

#[test]
fn the_bye_goes_to_the_lowest_score_then_the_largest_number() {
    // Round 1: 1 beat 2, 3 beat 4, 5 had the PAB (a drawn match, 1.4).
    // Round 2, five teams: 3.4. [C2] bars 5 (its PAB). 3.4.2: 2 and 4 have
    // the lowest score (0); 3.4.3: one match played each; 3.4.4: the larger
    // TPN, 4 — and 1 2 3 5 can still be paired (3.4.1), e.g. 1-3, 2-5.
    // Bracket 2 MP: 1 and 3 meet (no upfloater, [C4]); [C6]: what follows
    // (5 alone at 1 MP) pairs with the one upfloater its parity asks, 2.
    // Bracket 1 MP: 5 with upfloater 2.
    // Colours: 1-3: both had White once (CD +1, no Type A preference),
    // 4.3.5 and 4.3.6 do not separate them, no preference (4.3.7), so the
    // first-team (4.2.3: equal scores, equal game points: 1) alternates
    // (4.3.8): 1 Black. 2-5: 5 has played no match, 2 had Black: 4.3.5,
    // White to the lower colour difference, 2.
    // Boards: 3-1 (2 MP) before 2-5 (1 MP); the bye last.
    let event = TeamEvent::new(5).round(&[win(1, 2), win(3, 4), pab(5)]);
    assert_eq!(event.pair(), (vec![(3, 1), (2, 5)], Some(4)));
}

/// Round 4 of five teams (a sixth plays round 1 only). After three rounds
/// 1 and 2 have 4 MP, 3 and 4 have 3 MP and have had the PAB, 5 has 2 MP:
/// its round 1, `five`, worth a win, then two losses.
fn bye_bar_event(five: Outcome) -> TeamEvent {
    TeamEvent::new(6)
        .round(&[draw(1, 2), draw(3, 4), five])
        .round(&[loss(5, 1), draw(2, 3), pab(4)])
        .round(&[win(2, 5), draw(4, 1), pab(3)])
        .absent(&[6])
}

#[test]
fn a_team_that_scored_a_win_without_playing_gets_no_bye() {
    // 3.4.2 would give the bye to 5, alone with the lowest score. [C2]
    // bars it when its round 1 was a pairing-allocated bye (here worth a
    // win, as a competition's rules may say, 1.4), a match won by forfeit
    // (no board played, R9) or a full-point bye. 3 and 4 come next, both
    // barred by their PABs; then 1 and 2 (4 MP, three matches played each,
    // 3.4.3), the larger TPN first (3.4.4): 2, and 1 3 4 5 still pair
    // (3.4.1), in one way only: 1-3, 4-5.
    let barred = [
        Outcome::Bye { team: 5, kind: ByeKind::PairingAllocated, mp: WIN, gp: 40 },
        Outcome::Forfeit { white: 5, black: 6, winner: Some(5) },
        Outcome::Bye { team: 5, kind: ByeKind::FullPoint, mp: WIN, gp: 40 },
    ];
    for five in barred {
        let event = bye_bar_event(five);
        assert_eq!(event.pair().1, Some(2), "{five:?}");
        assert_eq!(event.pairs(), vec![(1, 3), (4, 5)], "{five:?}");
    }
    // A match won over the board bars nothing: 5 gets the bye, and 1-3,
    // 2-4 pair (1 has met 2, 4 and 5; 2 has met 1, 3 and 5).
    let event = bye_bar_event(win(5, 6));
    assert_eq!(event.pair().1, Some(5));
    assert_eq!(event.pairs(), vec![(1, 3), (2, 4)]);
}

#[test]
fn a_match_not_played_is_no_meeting_and_gives_no_colour() {
    // Round 1: 1 beat 2 by forfeit (no board played), 3 and 4 both failed
    // to appear. GHR 3.5 / [C1]: those teams did not play, so they may
    // meet. Bracket 2 MP: team 1 alone takes one upfloater ([C4]); all of
    // 2 3 4 have 0 ([C5]); each leaves the other two pairable ([C6]); the
    // first by 3.5.4 is 2: 1-2 again. Then 3-4.
    // 1.6.1: nobody has had a colour yet, so 4.3.1 for both pairs: the
    // first-team 1 (higher score) and 3 (smaller TPN) are odd: White.
    let event = TeamEvent::new(4).round(&[
        Outcome::Forfeit { white: 1, black: 2, winner: Some(1) },
        Outcome::Forfeit { white: 3, black: 4, winner: None },
    ]);
    assert_eq!(event.pair(), (vec![(1, 2), (3, 4)], None));
    // Played, the same match keeps 1 and 2 apart: 1 takes 3.
    let event = TeamEvent::new(4).round(&[win(1, 2), draw(3, 4)]);
    assert_eq!(event.pairs(), vec![(1, 3), (2, 4)]);
}

#[test]
fn teams_that_met_are_not_paired_again() {
    // Round 1: 1-3 and 2-4 drawn; all four have 1 MP. [C1] removes 1-3 and
    // 2-4, leaving 1-2 3-4 (identifier 1 3 2 4) and 1-4 2-3 (1 2 4 3):
    // the second comes first (3.6.3). Colours: 1 and 4 both had White
    // once; nothing before 4.3.8 decides; the first-team is 1 (equal MP
    // and GP, smaller TPN), which alternates: 4 White. 2 and 3 both had
    // Black: the first-team 2 alternates to White.
    // (Round 1's colours: 4.3.1 gave odd 1 White, even 2 Black.)
    let event = TeamEvent::new(4).round(&[draw(1, 3), draw(4, 2)]);
    assert_eq!(event.pair(), (vec![(4, 1), (2, 3)], None));
}

#[test]
fn residents_who_cannot_meet_take_two_upfloaters_that_leave_the_rest_pairable() {
    // Round 3. 1 and 2 (3 MP) drew in round 2; 3 and 4 have 2 MP, 5 and 6
    // 1 MP (they drew in round 1). 1.3.2: no downfloaters, so the bracket
    // of 1 and 2, who may not meet ([C1]), takes upfloaters: [C4] two.
    // [C5] would take both from 2 MP ({3, 4}: 1 met 3 and 2 met 4, so 1-4
    // 2-3), but that leaves 5-6, who met: [C3] rules it out. Next profile,
    // one of 2 MP and one of 1 MP, in the order of 3.5.4: {3, 5} leaves
    // 4-6, who met; {3, 6} leaves 4-5: legal, and [C6] holds (4 with the
    // one upfloater its parity asks, 5). [C7]: 3 and 6 floated in round 2
    // (0 against 1), and so did the next legal set {4, 5}: a tie, the
    // order decides: {3, 6}. The bracket 1 2 3 6 has one pairing, 1-6 2-3;
    // then 4-5.
    // Colours: 1 (W W) wants Black, 6 (B W) nothing: 4.3.2, 6 White. 3
    // (B B) wants White, 2 (W B) nothing: 3 White. 4 (B B) wants White, 5
    // (W W) Black: 4.3.3. Boards: 3-2 and 6-1 both have 3 MP at most, 3-2
    // the higher sum (5 against 4); then 4-5.
    let event = TeamEvent::new(6).round(&[win(1, 3), win(2, 4), draw(5, 6)]).round(&[
        draw(1, 2),
        played(5, 3, 10, 30),
        played(6, 4, 10, 30),
    ]);
    assert_eq!(event.pair(), (vec![(3, 2), (6, 1), (4, 5)], None));
}

#[test]
fn upfloaters_come_from_the_highest_score_below() {
    // Round 2 without team 5: 1 (beat 6) has 2 MP, 3 and 4 drew (1 MP), 2
    // and 6 lost (0). Five teams: the bye first, 3.4.2/3.4.4: 6. Then 1
    // alone takes one upfloater; [C5] prefers a score of 1 to a score of 0,
    // so 3 (not 2, although 2 comes first by TPN); [C6]: 4 pairs with the
    // one upfloater its parity allows, 2.
    // Colours: 1 and 3 both had White; 1 is the first-team (4.2.1) and
    // alternates (4.3.8): 3 White. 4 (Black) against 2 (White): the lower
    // colour difference, 4, gets White (4.3.5).
    let event = TeamEvent::new(6).round(&[win(1, 6), loss(2, 5), draw(3, 4)]).absent(&[5]);
    assert_eq!(event.pair(), (vec![(3, 1), (4, 2)], Some(6)));
}

#[test]
fn the_following_scoregroup_keeps_a_pairing_without_extra_upfloaters() {
    // Round 3: 1 has 4 MP and has met 5 and 6; 2 3 4 have 2 MP (2 met 4,
    // 3 met 4 too), 5 and 6 1 MP. 1 takes one upfloater from 2 3 4 ([C4],
    // [C5]). [C6]: what is left of 2 3 4 must pair without upfloaters (two
    // teams, even): taking 2 leaves 3-4, who met; taking 3 leaves 2-4, who
    // met; taking 4 leaves 2-3: only {4} complies, although [C7] (2 and 4
    // did not float in round 2) and the order of 3.5.4 would take 2.
    // Then 2-3 and 5-6.
    // Colours: 1 (W B) and 4 (B W) have the same colour difference; 4.3.6
    // walks back from their latest matches: Black for 1, White for 4
    // differ, so 1 alternates to White. 2 and 3 (both W B): no step before
    // 4.3.8 decides; first-team 2 (equal MP and GP, smaller TPN) takes
    // White. 5 and 6 (both B W): first-team 5 alternates to Black.
    let event = TeamEvent::new(6).round(&[win(1, 6), draw(3, 4), draw(2, 5)]).round(&[
        loss(5, 1),
        draw(6, 3),
        draw(4, 2),
    ]);
    assert_eq!(event.pair(), (vec![(1, 4), (2, 3), (6, 5)], None));
}

/// Round 3 of eight teams: 1 has 4 MP and has met 8 and 2; 3 4 5 6 7 have
/// 2 MP, of whom only 3 floated in round 2 (a draw, 1 MP against 0).
fn float_event() -> TeamEvent {
    TeamEvent::new(8).round(&[win(1, 8), draw(2, 4), draw(3, 5), draw(6, 7)]).round(&[
        win(1, 2),
        draw(4, 6),
        draw(5, 7),
        draw(3, 8),
    ])
}

#[test]
fn an_upfloater_that_floated_last_round_is_avoided_except_in_the_last_two_rounds() {
    // 1 takes one upfloater of 2 MP ([C4], [C5]). Taking 3 leaves 4-7 5-6
    // of the other teams of 2 MP, taking 4 leaves 3-7 5-6 ([C6] holds
    // either way), and 2-8 below. [C7]: 3 floated in round 2, 4 did not: 4,
    // although 3.5.4 puts 3 first. In the last two rounds [C7] is off
    // (2.3.4) and the order of 3.5.4 takes 3.
    let opponent_of_1 = |event: &TeamEvent| event.pairs().iter().find(|p| p.0 == 1).map(|p| p.1);
    assert_eq!(opponent_of_1(&float_event()), Some(4));
    assert_eq!(opponent_of_1(&float_event().total_rounds(4)), Some(3));
}

#[test]
fn an_upfloater_with_a_smaller_number_is_the_top_member_of_its_pair() {
    // Round 2 with 5-8 gone: 2 3 4 won (2 MP), 1 lost (0). The bracket is
    // 2 3 4 and the upfloater 1. 3.6.1 (R1): top and bottom members by TPN
    // alone, so the bracket reads 1 2 3 4 and the first identifier is
    // 1 2 3 4: 1-3, 2-4. (Seated by score first, 2 3 4 1, it would be
    // 2-4 3-1.)
    let event = TeamEvent::new(8).round(&[loss(1, 5), win(2, 6), win(3, 7), win(4, 8)]).absent(&[5, 6, 7, 8]);
    assert_eq!(event.pairs(), vec![(1, 3), (2, 4)]);
}

#[test]
fn pairs_of_teams_wanting_the_same_colour_are_avoided() {
    // Type B, round 2: 1-3 and 4-2 drawn (1 and 4 had White). Mild
    // preferences (1.7.2, CD ±1): 1 and 4 for Black, 2 and 3 for White.
    // [C1] leaves 1-4 2-3 (identifier 1 2 4 3) and 1-2 3-4 (1 3 2 4);
    // [C8] comes before the identifier: 1-4 and 2-3 would each refuse a
    // team its colour, 1-2 3-4 nobody. Colours by 4.3.3 (opposite
    // preferences). Under Type A nobody has a preference yet, and the first
    // identifier stands (teams_that_met_are_not_paired_again).
    let event = TeamEvent::new(4).round(&[draw(1, 3), draw(4, 2)]).preferences(ColourPreferences::TypeB);
    assert_eq!(event.pair(), (vec![(2, 1), (3, 4)], None));
}

#[test]
fn two_strong_preferences_for_the_same_colour_are_kept_apart() {
    // Type B, round 3 (5-8 gone; everything drawn, all at 2 MP). 1 and 3
    // had Black twice (CD −2): strong preference for White; 2 and 4 had
    // White then Black (CD 0, last Black): mild preference for White.
    // Every pairing of 1 2 3 4 refuses two teams White ([C8] ties at 2).
    // [C9] counts the pairs where the refused team's preference is strong
    // too: only 1-3, which the identifier would take first (1 2 3 4); of
    // 1-2 3-4 (1 3 2 4) and 1-4 2-3 (1 2 4 3) the latter comes first.
    // Colours: 4.3.4, the strong preference over the mild one.
    let event = TeamEvent::new(8)
        .round(&[draw(5, 1), draw(2, 6), draw(7, 3), draw(4, 8)])
        .round(&[draw(6, 1), draw(8, 2), draw(5, 3), draw(7, 4)])
        .absent(&[5, 6, 7, 8])
        .preferences(ColourPreferences::TypeB);
    assert_eq!(event.pair(), (vec![(1, 4), (3, 2)], None));
}

/// Round 3 of ten teams with 5-10 gone: 1 2 3 have 3 MP, 4 has 0; of
/// them, only 2 floated in round 2 (it had 1 MP, its opponent 0).
fn opponent_float_event() -> TeamEvent {
    TeamEvent::new(10)
        .round(&[win(1, 5), win(3, 7), win(8, 4), draw(2, 6), win(9, 10)])
        .round(&[draw(1, 8), draw(3, 9), win(2, 7), win(5, 4), draw(6, 10)])
        .absent(&[5, 6, 7, 8, 9, 10])
        .preferences(ColourPreferences::None)
}

#[test]
fn an_upfloater_does_not_meet_a_team_that_floated_last_round() {
    // No colour preferences (1.7), so [C8] and [C9] are silent. The
    // bracket 1 2 3 takes the upfloater 4. The first identifier, 1-3 2-4,
    // gives the upfloater an opponent that floated in round 2 (2): [C10].
    // 1-4 2-3 (1 2 4 3) gives it 1, which did not. In the last two rounds
    // [C10] is off (2.3.7) and 1-3 2-4 stands.
    assert_eq!(opponent_float_event().pairs(), vec![(1, 4), (2, 3)]);
    assert_eq!(opponent_float_event().total_rounds(4).pairs(), vec![(1, 3), (2, 4)]);
}

#[test]
fn the_first_team_is_chosen_by_the_secondary_score_when_the_competition_uses_it() {
    // Round 3: 1 and 2 both won as White and lost as Black (2 MP, colours
    // W B, no Type A preference, same colour difference, same sequence):
    // nothing decides before 4.3.8, where the first-team alternates to
    // White. 4.2.2: 2 has more game points (3 + 1½ against 2½ + 1½), so 2
    // is the first-team and gets White; when the competition does not use
    // the secondary score, 4.2.3 makes 1 the first-team. 3 and 4 (B W,
    // 1½ + 2½ against 1 + 2½ game points): 3 is the first-team both ways
    // and alternates to Black.
    let event = TeamEvent::new(4)
        .round(&[played(1, 3, 25, 15), played(2, 4, 30, 10)])
        .round(&[played(4, 1, 25, 15), played(3, 2, 25, 15)]);
    assert_eq!(event.pair(), (vec![(2, 1), (4, 3)], None));
    assert_eq!(event.secondary_for_colours(false).pair(), (vec![(1, 2), (4, 3)], None));
}

#[test]
fn the_first_teams_preference_decides_when_both_want_the_same_colour() {
    // Round 3, 5-8 gone, all drawn: 1 and 2 both had Black twice (CD −2,
    // Type A preference for White), 3 and 4 White twice (for Black).
    // [C8] pairs 1 with 3 or 4 and 2 with the other: 1-3 2-4 comes first
    // (identifier 1 2 3 4). Their preferences are opposite (4.3.3): 1 and 2
    // White.
    let event = TeamEvent::new(8)
        .round(&[draw(5, 1), draw(6, 2), draw(3, 7), draw(4, 8)])
        .round(&[draw(7, 1), draw(8, 2), draw(3, 5), draw(4, 6)])
        .absent(&[5, 6, 7, 8]);
    assert_eq!(event.pair(), (vec![(1, 3), (2, 4)], None));
    // 1 and 2 alone (3 and 4 gone too): both want White with the same
    // colour difference and the same sequence; 4.3.7 grants the
    // first-team's preference: 1 (smaller TPN; equal MP and GP).
    let event = event.absent(&[3, 4]);
    assert_eq!(event.pair(), (vec![(1, 2)], None));
}

#[test]
fn a_team_without_a_played_match_takes_the_colour_its_opponent_alternates_to() {
    // Round 3 of four teams. 1 had the PAB and a half-point bye (2 MP, 4
    // GP, no match played); 3 lost as White to 2, then beat 4 as Black (2
    // MP, 4 GP, colours W B); 2 won as Black and was absent (2 MP); 4 sat
    // out round 1 and lost as White (0 MP).
    // One bracket 1 2 3 with the upfloater 4: [C1] leaves 1-3 2-4 only.
    // 1-3: the first-team is 1 (4.2.3: equal MP and GP); 4.3.1 does not
    // apply (3 has played); neither has a Type A preference; equal colour
    // differences (0); 4.3.6 finds no match of 1 to compare; 4.3.7 and
    // 4.3.8 need a preference or a match of the first-team: 4.3.9, 3
    // alternates from its last match (Black): 3 White. 2-4: 4.3.5, 2 (CD
    // −1) White. Boards: 3-1 has the higher sum.
    let event = TeamEvent::new(4).round(&[pab(1), loss(3, 2), absent(4)]).round(&[
        Outcome::Bye { team: 1, kind: ByeKind::HalfPoint, mp: DRAW, gp: 20 },
        loss(4, 3),
        absent(2),
    ]);
    assert_eq!(event.pair(), (vec![(3, 1), (2, 4)], None));
}

/// An engine input made to measure: each team's score (tenths) and the
/// pairs that have met (each meeting in a round of its own for both teams,
/// rounds filled greedily). The round paired is the last one, so [C7] and
/// [C10] are off, and there are no colour preferences: only the articles
/// on scores and meetings speak.
fn made_to_measure(scores: &[(u32, i32)], met: &[(u32, u32)]) -> PairingInput {
    let teams = scores.len();
    let mut busy: Vec<Vec<bool>> = Vec::new();
    let mut history: Vec<Vec<PastRound>> = vec![Vec::new(); teams];
    for &(a, b) in met {
        let (i, j) = ((a - 1) as usize, (b - 1) as usize);
        let round =
            (0..).find(|&r| busy.get(r).is_none_or(|row: &Vec<bool>| !row[i] && !row[j])).unwrap_or(0);
        if round == busy.len() {
            busy.push(vec![false; teams]);
        }
        busy[round][i] = true;
        busy[round][j] = true;
        for h in &mut history {
            h.resize(busy.len(), PastRound::Absent);
        }
        history[i][round] = PastRound::Played { opponent: b, colour: Colour::White };
        history[j][round] = PastRound::Played { opponent: a, colour: Colour::Black };
    }
    let rounds = busy.len();
    let players = scores
        .iter()
        .zip(history)
        .map(|(&(tpn, score), mut history)| {
            history.resize(rounds, PastRound::Absent);
            let mut round_points = vec![Points::ZERO; rounds];
            round_points[0] = Points(score);
            PlayerInput {
                tpn,
                rating: 0,
                score: Points(score),
                pairing_score: Points(score),
                history,
                round_points,
                acceleration: Vec::new(),
                to_pair: true,
                secondary_score: Points::ZERO,
            }
        })
        .collect();
    PairingInput {
        round: rounds as u32 + 1,
        total_rounds: rounds as u32 + 1,
        initial_colour: Some(Colour::White),
        scoring: ScoringSystem::standard(),
        players,
        forbidden: Vec::new(),
        team: Some(TeamRules { preferences: ColourPreferences::None, secondary_for_colours: true }),
    }
}

#[test]
fn sets_of_upfloaters_are_ordered_by_score_then_number() {
    // The example of 3.5.4: 2 6 8 have 3 points, 1 3 5 have 2½. The
    // top-scoregroup 4 7 9 (4 points) has met itself, so each resident
    // needs an upfloater: [C4] three. 2 6 8 have all met 9, so at most two
    // of them fit ([C5]: two of 3 points, one of 2½). The sets, in the
    // order of 3.5.3/3.5.4: {2,6,1} < {2,6,3} < {2,6,5} < {2,8,1} < …
    // 8 has met 3, 5 and 10, so {2,6,1} leaves 8 3 5 10 unpairable ([C3]);
    // {2,6,3} leaves 8-1 5-10 and [C6] holds (8 with the one upfloater 1).
    // (Sorted by TPN alone, {1,2,8} would have come first.) The bracket
    // 2 3 4 6 7 9: 9 can only meet 3; of 2-4 6-7 and 2-7 4-6 the latter has
    // the smaller top members (2 3 4). Then 8 takes 1 (2½ before 0), and
    // 5-10.
    let scores = [(1, 25), (2, 30), (3, 25), (4, 40), (5, 25), (6, 30), (7, 40), (8, 30), (9, 40), (10, 0)];
    let met = [(4, 7), (4, 9), (7, 9), (2, 9), (6, 9), (8, 9), (3, 8), (5, 8), (8, 10)];
    let input = made_to_measure(&scores, &met);
    let pairing = SwissTeam2026.pair(&input).unwrap_or_else(|e| panic!("{e}"));
    let mut pairs: Vec<(u32, u32)> =
        pairing.boards.iter().map(|b| (b.white.min(b.black), b.white.max(b.black))).collect();
    pairs.sort_unstable();
    assert_eq!(pairs, vec![(1, 8), (2, 7), (3, 9), (4, 6), (5, 10)]);
}

#[test]
fn colour_preferences_follow_the_table_of_article_1_7() {
    use super::facts::{Preference, Strength, preference};
    use Colour::{Black as B, White as W};
    use ColourPreferences::{None as NoPreferences, TypeA, TypeB};
    let strong = |colour| Some(Preference { colour, strength: Strength::Strong });
    let mild = |colour| Some(Preference { colour, strength: Strength::Mild });
    // (colours of the played matches, last round?, Type A, Type B)
    let table = [
        // 1.7.1/1.7.2 first paragraphs: CD < −1, or CD 0/−1 and Black twice.
        (vec![B, B], false, strong(W), strong(W)),
        (vec![W, B, B], false, strong(W), strong(W)),
        (vec![W, W], false, strong(B), strong(B)),
        (vec![B, W, W], false, strong(B), strong(B)),
        // CD +1 with Black twice: no Type A preference (CD is not 0 or −1);
        // Type B: mild Black (CD +1).
        (vec![W, W, W, B, B], false, None, mild(B)),
        // CD ±1 otherwise: Type A none, Type B mild.
        (vec![W], false, None, mild(B)),
        (vec![B], false, None, mild(W)),
        // CD 0, alternating: Type B mild away from the last colour, but not
        // in the last round.
        (vec![W, B], false, None, mild(W)),
        (vec![B, W], false, None, mild(B)),
        (vec![W, B], true, None, None),
        // R6: a strong preference survives the last round.
        (vec![W, W, B, B], true, strong(W), strong(W)),
        // No played match yet.
        (vec![], false, None, None),
    ];
    for (colours, last_round, type_a, type_b) in table {
        assert_eq!(preference(&colours, TypeA, last_round), type_a, "A {colours:?}");
        assert_eq!(preference(&colours, TypeB, last_round), type_b, "B {colours:?}");
        assert_eq!(preference(&colours, NoPreferences, last_round), None, "none {colours:?}");
    }
}

#[test]
fn the_bye_goes_to_the_team_that_played_more_matches() {
    // Round 2 of five teams: 1 beat 2, 3 and 4 drew, 5 was absent (no
    // points, no match). 3.4.2: 2 and 5 have the lowest score (0). 3.4.3:
    // 2 has played one match, 5 none, so 2 takes the bye — 3.4.4 (the
    // largest TPN) would have given it to 5. 3.4.1: 1 3 4 5 still pair
    // (1-3 or 1-4, and 5 with the other). [C2]: an absence is no win
    // without playing, so nothing bars 2.
    let event = TeamEvent::new(5).round(&[win(1, 2), draw(3, 4), absent(5)]);
    assert_eq!(event.pair().1, Some(2));
}

/// Round 5: 1 and 2 alone (3-6 gone), each having played the others.
/// 1 had White, White, Black, Black (CD 0, the last two Black); 2 had
/// Black, White, Black and was absent in round 4 (CD −1). Every match
/// drawn: equal scores, so the first-team is 1 (4.2.3).
fn one_preference_event() -> TeamEvent {
    TeamEvent::new(6)
        .round(&[draw(1, 3), draw(4, 2), draw(5, 6)])
        .round(&[draw(1, 4), draw(2, 3), draw(6, 5)])
        .round(&[draw(5, 1), draw(6, 2), draw(3, 4)])
        .round(&[draw(6, 1), absent(2), draw(5, 3), absent(4)])
        .absent(&[3, 4, 5, 6])
}

#[test]
fn a_single_colour_preference_is_granted_before_the_colour_differences() {
    // Type A (1.7.1): 1 prefers White (CD 0, Black in the last two played
    // matches); 2 has none (CD −1, last two White and Black). 4.3.1 does
    // not apply (both have played); 4.3.2 grants 1's preference: 1-2.
    // 4.3.5 alone would give White to 2, the lower colour difference.
    assert_eq!(one_preference_event().pair(), (vec![(1, 2)], None));
    // Type B (1.7.2): 1's preference is strong, 2's mild (CD −1), both for
    // White: not one preference (4.3.2), not opposite ones (4.3.3); 4.3.4
    // grants the only strong one: 1-2 again.
    let event = one_preference_event().preferences(ColourPreferences::TypeB);
    assert_eq!(event.pair(), (vec![(1, 2)], None));
    // Without colour preferences (1.7) 4.3.2–4.3.4 are silent and 4.3.5
    // gives White to the lower colour difference: 2.
    let event = one_preference_event().preferences(ColourPreferences::None);
    assert_eq!(event.pair(), (vec![(2, 1)], None));
}

#[test]
fn white_goes_to_the_lower_colour_difference_before_the_alternation() {
    // No colour preferences (1.7). Round 5, 1 and 2 alone: 1 had White
    // three times, then Black (CD +2); 2 had Black, White, Black, White
    // (CD 0). 4.3.5: White to the lower colour difference, 2. (4.3.6
    // would have alternated from round 4, where 1 had Black and 2 White:
    // 1 White.)
    let event = TeamEvent::new(6)
        .round(&[draw(1, 3), draw(4, 2), draw(5, 6)])
        .round(&[draw(1, 4), draw(2, 3), draw(5, 6)])
        .round(&[draw(1, 5), draw(6, 2), draw(3, 4)])
        .round(&[draw(6, 1), draw(2, 5), draw(3, 4)])
        .absent(&[3, 4, 5, 6])
        .preferences(ColourPreferences::None);
    assert_eq!(event.pair(), (vec![(2, 1)], None));
}

#[test]
fn colours_alternate_from_the_last_round_the_teams_differed() {
    // No colour preferences (1.7). Round 4, 1 and 2 alone: 1 had White,
    // Black, White; 2 had Black, White, White. Equal colour differences
    // (+1): 4.3.5 is silent. 4.3.6: the most recent match in which one
    // had White and the other Black is round 2 (1 Black, 2 White; in
    // round 3 both had White): alternate, 1 White. (4.3.8 would have
    // alternated the first-team, 1, from its White of round 3: Black.)
    let event = TeamEvent::new(6)
        .round(&[draw(1, 3), draw(4, 2), draw(5, 6)])
        .round(&[draw(4, 1), draw(2, 3), draw(6, 5)])
        .round(&[draw(1, 5), draw(2, 6), draw(3, 4)])
        .absent(&[3, 4, 5, 6])
        .preferences(ColourPreferences::None);
    assert_eq!(event.pair(), (vec![(1, 2)], None));
}

#[test]
fn the_first_team_is_the_one_with_the_higher_primary_score() {
    // Round 3, 1 and 2 alone (3 and 4 gone): both had Black twice (Type
    // A, 1.7.1: CD −2, a preference for White each), the same colour
    // differences and sequences, so 4.3.2–4.3.6 are silent and 4.3.7
    // grants the first-team's preference. 4.2.1: the higher primary
    // score makes 2 (two matches won 2½–1½: 4 MP, 5 GP) the first-team
    // over 1 (won 4–0, lost 1½–2½: 2 MP, 5½ GP), though 1 has the higher
    // secondary score (4.2.2) and the smaller TPN (4.2.3): 2-1.
    let event = TeamEvent::new(4)
        .round(&[played(3, 1, 0, 40), played(4, 2, 15, 25)])
        .round(&[played(4, 1, 25, 15), played(3, 2, 15, 25)])
        .absent(&[3, 4]);
    assert_eq!(event.pair(), (vec![(2, 1)], None));
}
