export { AdminTeamDetail } from './admin-team-detail';
export { AdminTeamList, readTeamListView, teamListSearch, type TeamListView } from './admin-team-list';
