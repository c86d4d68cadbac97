/** What other features may use of matching: the profile's section, Jobs for you and the best-match list. */
export { JobsForYou } from './jobs-for-you.js';
export { MatchList } from './match-list.js';
export { MatchingProfileSection } from './matching-profile-section.js';
