/**
 * Every JSON endpoint of the API under /api, by what it does: its name, its method and its path,
 * with `:name` for each path parameter. Written once: the server registers each route from it
 * (through `apiRoutes`, which adds the schemas) and the web builds each request from it, so a
 * renamed path cannot leave one side on the old address. Read as the namespace `apiPath`
 * (`apiPath.listDetail`). Each entry is a module of its own (api-paths/): the bundler places a
 * module, not a statement, so a web chunk then carries only the entries its calls name, and no zod
 * (docs/api.md#adding-an-endpoint, docs/decisions/027-typed-api-routes.md). Nothing but entries
 * here: every value export is a route.
 */
// accounts and sessions
export { register } from './api-paths/register.js';
export { login } from './api-paths/login.js';
export { logout } from './api-paths/logout.js';
export { logoutByGet } from './api-paths/logout-by-get.js';
export { session } from './api-paths/session.js';
export { usernameAvailability } from './api-paths/username-availability.js';
export { emailAvailability } from './api-paths/email-availability.js';
export { requestPasswordReset } from './api-paths/request-password-reset.js';
export { checkResetLink } from './api-paths/check-reset-link.js';
export { confirmPasswordReset } from './api-paths/confirm-password-reset.js';
export { changePassword } from './api-paths/change-password.js';
export { accountSessions } from './api-paths/account-sessions.js';
export { revokeSession } from './api-paths/revoke-session.js';
export { revokeOtherSessions } from './api-paths/revoke-other-sessions.js';
export { deleteAccount } from './api-paths/delete-account.js';
export { requestEmailChange } from './api-paths/request-email-change.js';
export { confirmEmailChange } from './api-paths/confirm-email-change.js';
export { pendingEmailChange } from './api-paths/pending-email-change.js';
export { setAccountLang } from './api-paths/set-account-lang.js';

// "download my data"
export { startExport } from './api-paths/start-export.js';
export { latestExport } from './api-paths/latest-export.js';
export { downloadExport } from './api-paths/download-export.js';

// members
export { user } from './api-paths/user.js';
export { userBadges } from './api-paths/user-badges.js';
export { userStats } from './api-paths/user-stats.js';
export { updateProfile } from './api-paths/update-profile.js';
export { uploadAvatar } from './api-paths/upload-avatar.js';

// lists
export { createList } from './api-paths/create-list.js';
export { listDetail } from './api-paths/list-detail.js';
export { updateList } from './api-paths/update-list.js';
export { deleteList } from './api-paths/delete-list.js';
export { userLists } from './api-paths/user-lists.js';
export { likedLists } from './api-paths/liked-lists.js';
export { browseLists } from './api-paths/browse-lists.js';
export { browseListsByQuery } from './api-paths/browse-lists-by-query.js';
export { homeLists } from './api-paths/home-lists.js';
export { addContent } from './api-paths/add-content.js';
export { removeContent } from './api-paths/remove-content.js';
export { reorderContent } from './api-paths/reorder-content.js';
export { updateNote } from './api-paths/update-note.js';
export { toggleSeen } from './api-paths/toggle-seen.js';
export { listCountByItem } from './api-paths/list-count-by-item.js';
export { toggleLike } from './api-paths/toggle-like.js';
export { likers } from './api-paths/likers.js';

// community: follows and the feed (docs/decisions/038-community.md)
export { followState } from './api-paths/follow-state.js';
export { followUser } from './api-paths/follow-user.js';
export { unfollowUser } from './api-paths/unfollow-user.js';
export { followers } from './api-paths/followers.js';
export { following } from './api-paths/following.js';
export { feed } from './api-paths/feed.js';
export { followSuggestions } from './api-paths/follow-suggestions.js';

// community: comments under lists
export { listComments } from './api-paths/list-comments.js';
export { addComment } from './api-paths/add-comment.js';
export { editComment } from './api-paths/edit-comment.js';
export { deleteComment } from './api-paths/delete-comment.js';
export { reportComment } from './api-paths/report-comment.js';

// community: lists made together
export { listEditors } from './api-paths/list-editors.js';
export { inviteEditor } from './api-paths/invite-editor.js';
export { removeEditor } from './api-paths/remove-editor.js';
export { answerInvitation } from './api-paths/answer-invitation.js';
export { editingLists } from './api-paths/editing-lists.js';

// notifications
export { unseenNotifications } from './api-paths/unseen-notifications.js';
export { notificationsPage } from './api-paths/notifications-page.js';
export { markNotificationSeen } from './api-paths/mark-notification-seen.js';
export { markAllNotificationsSeen } from './api-paths/mark-all-notifications-seen.js';
export { notificationSettings } from './api-paths/notification-settings.js';
export { updateNotificationSettings } from './api-paths/update-notification-settings.js';

// what can I watch tonight: services, availability, alerts (docs/decisions/043-streaming-availability-and-alerts.md)
export { myServices } from './api-paths/my-services.js';
export { saveMyServices } from './api-paths/save-my-services.js';
export { listAvailability } from './api-paths/list-availability.js';
export { tonight } from './api-paths/tonight.js';
export { myAlerts } from './api-paths/my-alerts.js';
export { titleAlert } from './api-paths/title-alert.js';
export { followTitle } from './api-paths/follow-title.js';
export { unfollowTitle } from './api-paths/unfollow-title.js';
export { listAlert } from './api-paths/list-alert.js';
export { followList } from './api-paths/follow-list.js';
export { unfollowList } from './api-paths/unfollow-list.js';
export { saveArrivalMail } from './api-paths/save-arrival-mail.js';
export { runAvailabilityCheck } from './api-paths/run-availability-check.js';

// imports from other services
export { startImport } from './api-paths/start-import.js';
export { latestImport } from './api-paths/latest-import.js';
export { importDetail } from './api-paths/import-detail.js';
export { resolveImport } from './api-paths/resolve-import.js';

// home, reference, contact, health
export { platformStats } from './api-paths/platform-stats.js';
export { mostLiked } from './api-paths/most-liked.js';
export { totalLikes } from './api-paths/total-likes.js';
export { tags } from './api-paths/tags.js';
export { badges } from './api-paths/badges.js';
export { sendContact } from './api-paths/send-contact.js';
export { health } from './api-paths/health.js';

// admin
export { adminStats } from './api-paths/admin-stats.js';
export { adminUsers } from './api-paths/admin-users.js';
export { adminLists } from './api-paths/admin-lists.js';
export { adminLikes } from './api-paths/admin-likes.js';
export { adminBadges } from './api-paths/admin-badges.js';
export { uploadBadgeIcon } from './api-paths/upload-badge-icon.js';
export { createBadge } from './api-paths/create-badge.js';
export { awardBadge } from './api-paths/award-badge.js';
export { checkBadges } from './api-paths/check-badges.js';
export { makeListPrivate } from './api-paths/make-list-private.js';
export { setSuspension } from './api-paths/set-suspension.js';
export { deleteUser } from './api-paths/delete-user.js';
export { moderationLog } from './api-paths/moderation-log.js';
export { adminOutbox } from './api-paths/admin-outbox.js';
export { reportedComments } from './api-paths/reported-comments.js';
export { resolveCommentReports } from './api-paths/resolve-comment-reports.js';

// catalogue
export { catalogInfo } from './api-paths/catalog-info.js';
export { searchMovies } from './api-paths/search-movies.js';
export { searchShows } from './api-paths/search-shows.js';
export { upcomingMovies } from './api-paths/upcoming-movies.js';
export { topRatedShows } from './api-paths/top-rated-shows.js';
export { movieDetails } from './api-paths/movie-details.js';
export { showDetails } from './api-paths/show-details.js';
export { titleProviders } from './api-paths/title-providers.js';
export { genres } from './api-paths/genres.js';
export { watchProviders } from './api-paths/watch-providers.js';
export { regions } from './api-paths/regions.js';
export { discover } from './api-paths/discover.js';
export { trendingVideos } from './api-paths/trending-videos.js';
export { searchVideos } from './api-paths/search-videos.js';
export { videoDetails } from './api-paths/video-details.js';
export { topPodcasts } from './api-paths/top-podcasts.js';
export { searchPodcasts } from './api-paths/search-podcasts.js';
