/**
 * THE API contract, one entry per route: the route table's row (path, method, access, rights, stack; shared/routes.ts),
 * the request schemas (path parameters, query, body) and the answer's type (shared/contract/routes/<route id>.ts,
 * one file per route so a Lambda bundles only its own route's schemas).
 *
 * The server's handlers take their validated input from their entry (functions/lib/handler-chain.ts); a client
 * takes its types from `RouteInput` and `RouteResponse` and the method and path from `routeAddresses`
 * (shared/route-addresses.ts: no schemas, and in the site's bundle none of the table's other facts).
 */
import type * as v from 'valibot';
import type { RouteId } from '../routes.js';
import type { RequestSchemas, ResponseOf, RouteContract } from './define.js';
import { route as answerStillHiring } from './routes/answer-still-hiring.js';
import { route as applyToJob } from './routes/apply-to-job.js';
import { route as changePassword } from './routes/change-password.js';
import { route as checkRepost } from './routes/check-repost.js';
import { route as checkResetToken } from './routes/check-reset-token.js';
import { route as confirmAlert } from './routes/confirm-alert.js';
import { route as confirmEmail } from './routes/confirm-email.js';
import { route as contact } from './routes/contact.js';
import { route as createAlert } from './routes/create-alert.js';
import { route as createJob } from './routes/create-job.js';
import { route as deleteAlert } from './routes/delete-alert.js';
import { route as deleteCompanyLogo } from './routes/delete-company-logo.js';
import { route as deleteCv } from './routes/delete-cv.js';
import { route as deleteJob } from './routes/delete-job.js';
import { route as deleteUser } from './routes/delete-user.js';
import { route as disableSecondFactor } from './routes/disable-second-factor.js';
import { route as downloadApplicationCv } from './routes/download-application-cv.js';
import { route as downloadCv } from './routes/download-cv.js';
import { route as enableSecondFactor } from './routes/enable-second-factor.js';
import { route as endSession } from './routes/end-session.js';
import { route as exportUserData } from './routes/export-user-data.js';
import { route as forgotPassword } from './routes/forgot-password.js';
import { route as getApplication } from './routes/get-application.js';
import { route as getApplicationMail } from './routes/get-application-mail.js';
import { route as getBoardCounts } from './routes/get-board-counts.js';
import { route as getCompany } from './routes/get-company.js';
import { route as getCompanyByUser } from './routes/get-company-by-user.js';
import { route as getCompanyStats } from './routes/get-company-stats.js';
import { route as getEnums } from './routes/get-enums.js';
import { route as getJob } from './routes/get-job.js';
import { route as getJobStats } from './routes/get-job-stats.js';
import { route as getMatchingProfile } from './routes/get-matching-profile.js';
import { route as getUser } from './routes/get-user.js';
import { route as hideJobMatch } from './routes/hide-job-match.js';
import { route as listAdminCompanies } from './routes/list-admin-companies.js';
import { route as listAlerts } from './routes/list-alerts.js';
import { route as listApplications } from './routes/list-applications.js';
import { route as listAuditLog } from './routes/list-audit-log.js';
import { route as listCategories } from './routes/list-categories.js';
import { route as listCompanies } from './routes/list-companies.js';
import { route as listDashboardJobs } from './routes/list-dashboard-jobs.js';
import { route as listJobMatches } from './routes/list-job-matches.js';
import { route as listJobs } from './routes/list-jobs.js';
import { route as listModerationQueue } from './routes/list-moderation-queue.js';
import { route as listResources } from './routes/list-resources.js';
import { route as listSavedJobIds } from './routes/list-saved-job-ids.js';
import { route as listSavedJobs } from './routes/list-saved-jobs.js';
import { route as listSessions } from './routes/list-sessions.js';
import { route as listSimilarJobs } from './routes/list-similar-jobs.js';
import { route as login } from './routes/login.js';
import { route as logout } from './routes/logout.js';
import { route as logoutEverywhere } from './routes/logout-everywhere.js';
import { route as markApplicationViewed } from './routes/mark-application-viewed.js';
import { route as moderateJob } from './routes/moderate-job.js';
import { route as recordJobView } from './routes/record-job-view.js';
import { route as register } from './routes/register.js';
import { route as renewRecoveryCodes } from './routes/renew-recovery-codes.js';
import { route as reportJob } from './routes/report-job.js';
import { route as resendConfirmation } from './routes/resend-confirmation.js';
import { route as resetPassword } from './routes/reset-password.js';
import { route as saveCompanyLogo } from './routes/save-company-logo.js';
import { route as saveCv } from './routes/save-cv.js';
import { route as saveJob } from './routes/save-job.js';
import { route as startCvUpload } from './routes/start-cv-upload.js';
import { route as startLogoUpload } from './routes/start-logo-upload.js';
import { route as startSecondFactor } from './routes/start-second-factor.js';
import { route as subscribeAlert } from './routes/subscribe-alert.js';
import { route as suspendCompany } from './routes/suspend-company.js';
import { route as unsaveJob } from './routes/unsave-job.js';
import { route as unsubscribeAlert } from './routes/unsubscribe-alert.js';
import { route as unsubscribeMatches } from './routes/unsubscribe-matches.js';
import { route as updateAlert } from './routes/update-alert.js';
import { route as updateApplicationMail } from './routes/update-application-mail.js';
import { route as updateApplicationStatus } from './routes/update-application-status.js';
import { route as updateCompany } from './routes/update-company.js';
import { route as updateJob } from './routes/update-job.js';
import { route as updateMatchingProfile } from './routes/update-matching-profile.js';
import { route as updateUser } from './routes/update-user.js';
import { route as verifySecondFactor } from './routes/verify-second-factor.js';
import { route as withdrawApplication } from './routes/withdraw-application.js';

export {
  type Access,
  type HttpMethod,
  matchRoute,
  type RouteDefinition,
  type RouteId,
  routeIds,
  routePath,
  routes,
} from '../routes.js';
export type { RequestSchemas, Responds, ResponseOf, RouteContract } from './define.js';

/** Every route's contract by id. The type makes a missing route, or an entry filed under another id, an error. */
export const contract = {
  'get-user': getUser,
  'update-user': updateUser,
  'delete-user': deleteUser,
  'export-user-data': exportUserData,
  'start-cv-upload': startCvUpload,
  'save-cv': saveCv,
  'delete-cv': deleteCv,
  'download-cv': downloadCv,
  'get-matching-profile': getMatchingProfile,
  'update-matching-profile': updateMatchingProfile,
  'list-job-matches': listJobMatches,
  'hide-job-match': hideJobMatch,
  'change-password': changePassword,
  register: register,
  login: login,
  logout: logout,
  'logout-everywhere': logoutEverywhere,
  'verify-second-factor': verifySecondFactor,
  'start-second-factor': startSecondFactor,
  'enable-second-factor': enableSecondFactor,
  'disable-second-factor': disableSecondFactor,
  'renew-recovery-codes': renewRecoveryCodes,
  'list-sessions': listSessions,
  'end-session': endSession,
  'confirm-email': confirmEmail,
  'resend-confirmation': resendConfirmation,
  contact: contact,
  'forgot-password': forgotPassword,
  'reset-password': resetPassword,
  'check-reset-token': checkResetToken,
  'list-jobs': listJobs,
  'get-job': getJob,
  'list-similar-jobs': listSimilarJobs,
  'create-job': createJob,
  'update-job': updateJob,
  'delete-job': deleteJob,
  'answer-still-hiring': answerStillHiring,
  'apply-to-job': applyToJob,
  'check-repost': checkRepost,
  'list-dashboard-jobs': listDashboardJobs,
  'get-company-stats': getCompanyStats,
  'get-job-stats': getJobStats,
  'record-job-view': recordJobView,
  'get-application-mail': getApplicationMail,
  'update-application-mail': updateApplicationMail,
  'list-applications': listApplications,
  'get-application': getApplication,
  'update-application-status': updateApplicationStatus,
  'download-application-cv': downloadApplicationCv,
  'mark-application-viewed': markApplicationViewed,
  'withdraw-application': withdrawApplication,
  'list-saved-jobs': listSavedJobs,
  'list-saved-job-ids': listSavedJobIds,
  'save-job': saveJob,
  'unsave-job': unsaveJob,
  'list-alerts': listAlerts,
  'create-alert': createAlert,
  'update-alert': updateAlert,
  'delete-alert': deleteAlert,
  'subscribe-alert': subscribeAlert,
  'confirm-alert': confirmAlert,
  'unsubscribe-alert': unsubscribeAlert,
  'get-board-counts': getBoardCounts,
  'unsubscribe-matches': unsubscribeMatches,
  'list-categories': listCategories,
  'list-companies': listCompanies,
  'get-company': getCompany,
  'update-company': updateCompany,
  'start-logo-upload': startLogoUpload,
  'save-company-logo': saveCompanyLogo,
  'delete-company-logo': deleteCompanyLogo,
  'get-company-by-user': getCompanyByUser,
  'list-resources': listResources,
  'get-enums': getEnums,
  'report-job': reportJob,
  'list-moderation-queue': listModerationQueue,
  'moderate-job': moderateJob,
  'list-admin-companies': listAdminCompanies,
  'suspend-company': suspendCompany,
  'list-audit-log': listAuditLog,
} as const satisfies { [Id in RouteId]: RouteContract<Id> };

export type Contract = typeof contract;
type RequestOf<Id extends RouteId> = Contract[Id]['request'];
type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : never;
type OutputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a client sends: path parameters (numbers or text), query and body, each present only when the route has it. */
export type RouteInput<Id extends RouteId> = (RequestOf<Id> extends { params: infer P }
  ? { params: { [Name in keyof InputOf<P>]: string | number } }
  : { params?: never }) &
  (RequestOf<Id> extends { query: infer Q } ? { query?: InputOf<Q> } : { query?: never }) &
  (RequestOf<Id> extends { body: infer B } ? { body: InputOf<B> } : { body?: never });

/** The JSON body a route answers with on success (errors answer `MessageBody`). */
export type RouteResponse<Id extends RouteId> = ResponseOf<Contract[Id]>;

/** What a handler receives after validation. */
export type ValidatedInput<Req extends RequestSchemas> = {
  params: OutputOf<Req['params']>;
  query: OutputOf<Req['query']>;
  body: OutputOf<Req['body']>;
};
