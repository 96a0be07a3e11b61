export { createApiClient, type ApiClientOptions, type RequestAuth } from './http/createApiClient';
export { eventsFor, type ApiClientEvent } from './http/apiClientEvents';
export {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_TITLE,
  NO_RESPONSE_CODE,
  NO_RESPONSE_MESSAGE,
  messageFromBody,
  toApiError,
  type FieldError,
} from './http/ApiError';
export {
  API_ACCEPT_HEADER,
  HTTP_TIMEOUT_MS,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './http/constants';
export { apiClientMessages } from './apiClientMessages';
export { apiClientTranslations } from './locales';
export {
  getCsrfToken,
  getSession,
  keepSessionAlive,
  logout,
  sendOtp,
  verifyOtp,
} from './endpoints/auth';
export {
  getCurrentUser,
  getOwnProfile,
  logoutEverywhere,
  removeAvatar,
  saveUserSettings,
  updateProfile,
  uploadAvatar,
} from './endpoints/users';
export { getSupportContact, sendFeedback } from './endpoints/support';
export {
  NOTIFICATION_STREAM_PATH,
  getNotificationPreferences,
  getNotifications,
  getUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  saveNotificationPreferences,
} from './endpoints/notifications';
export {
  clearMaintenanceMessage,
  exportAuditLog,
  getAuditLog,
  getMaintenanceMessage,
  getRolePermissions,
  setMaintenanceMessage,
} from './endpoints/platform';
export {
  clinicImportErrorReport,
  createClinic,
  downloadClinicTemplate,
  exportClinics,
  getClinic,
  getClinicDeactivationImpact,
  importClinics,
  listClinics,
  listClinicStaff,
  setClinicStatus,
  updateClinic,
} from './endpoints/clinics';
export {
  attachmentFileName,
  downloadCsv,
  downloadImportErrorReport,
  uploadCsv,
  type CsvDownload,
  type CsvUploadOptions,
  type ErrorReportOptions,
} from './endpoints/csvFiles';
export {
  createStaffUser,
  downloadStaffTemplate,
  exportStaffUsers,
  getStaffUser,
  importStaffUsers,
  listStaffUsers,
  resendInvitation,
  setStaffUserStatus,
  staffImportErrorReport,
  updateStaffUser,
} from './endpoints/staffUsers';
export { createProgram, listPrograms, setProgramStatus, updateProgram } from './endpoints/programs';
export { getOverview } from './endpoints/overview';
export {
  createMohDocument,
  getMohDocumentFileAddress,
  listMohDocuments,
  setMohDocumentStatus,
  updateMohDocument,
} from './endpoints/mohDocuments';
export {
  enrolPatient,
  exportPatients,
  getPatient,
  listPatients,
  setEnrolmentStatus,
  setPatientAssignment,
  updatePatientContact,
  type EnrolmentOutcome,
} from './endpoints/patients';
export {
  dismissDuplicatePair,
  getDuplicatePair,
  latestDuplicateScan,
  listDuplicatePairs,
  mergeDuplicatePair,
  startDuplicateScan,
  unmergeDuplicatePair,
} from './endpoints/duplicates';
export {
  createKnowledgeCheck,
  createTrainingModule,
  exportKnowledgeCheckAttempts,
  getKnowledgeCheck,
  getTrainingModule,
  listKnowledgeCheckAttempts,
  listKnowledgeChecks,
  listTrainingModuleCategories,
  listTrainingModules,
  setKnowledgeCheckStatus,
  setTrainingModuleStatus,
  submitKnowledgeCheckAttempt,
  updateKnowledgeCheck,
  updateTrainingModule,
  uploadFeatureImage,
} from './endpoints/knowledge';
export {
  createLesson,
  deleteLesson,
  getLesson,
  listLessons,
  recordLessonOpened,
  reorderLessons,
  updateLesson,
  uploadLessonImage,
} from './endpoints/lessons';
export { checkSsoTarget, createSsoCode, exchangeSsoCode } from './endpoints/sso';
export {
  AUTH_READY_TIMEOUT_MS,
  ID_TOKEN_REFRESH_MS,
  createAuthSession,
  type AuthSession,
  type AuthSessionConfig,
} from './auth/createAuthSession';
export { assertAuthorizedDomain, identityToolkitUrl } from './auth/authorizedDomains';
export {
  IdentityError,
  identityErrorMessages,
  toIdentityError,
  type IdentityErrorCode,
} from './auth/identityErrors';
export * from '@org/contracts';
