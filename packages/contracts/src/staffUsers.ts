/**
 * The staff users api's own messages (docs/product.md §13.5): each English text is its own
 * translation key, like the schema and import messages, so the console translates what the api
 * answers. The 409s carry `errorCodes.selfAccessChange` and `errorCodes.lastAdmin`.
 */
export const userMessages = {
  /** 409 SELF_ACCESS_CHANGE: a system admin deactivating themselves or changing their own role. */
  selfAccessChange: 'You cannot deactivate yourself or change your own role.',
  /** 409 LAST_ADMIN: the change would leave no active system admin. */
  lastAdmin: 'The last active system admin cannot be deactivated or given another role.',
  /** 400 on `clinics`: an id that is no clinic, or an inactive clinic the person is not in yet. */
  clinicsNotActive: 'Choose active clinics only.',
  /** 409 CONFLICT: an invitation to a deactivated person, who could not sign in. */
  invitationInactive: 'This person is deactivated: activate them before sending an invitation.',
} as const;
