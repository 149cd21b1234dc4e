"""An adapter that lets the public engine johnchampaign/war-of-the-ring's computer player
(src/ai/wotrAI.ts, fetched to a temporary folder by fetch.sh, never kept here) play a seat of
our War of the Ring, our engine the referee. See convert.py (our seat's view -> the peer's
state), peer_player.py (its decision -> one of our legal options) and match.py (the games)."""
