/** Badges: which a member has reached and awarding them; no routes (admin/ and reference/ answer for them). */
export { badgeColumns } from './badge-columns.js';
export { awardBadgesTo, awardBadgesToEveryone, awardByHand, awardNewBadge } from './badge-engine.js';
