import { Type, type Static } from 'typebox';
import { DataEnvelope, Id, MAX_ID, Nullable, Timestamp } from './common.js';
import { HireStatus } from './conversation.js';

export const HireRequest = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  message: Type.String(),
  id_company: Type.Integer(),
  id_user: Type.Integer(),
  name_company: Type.String(),
  full_name: Type.String(),
  created_at: Timestamp,
  status: HireStatus,
  decline_reason: Nullable(Type.String()),
  conversation_id: Type.Integer(),
});
export type HireRequest = Static<typeof HireRequest>;

export const HireBody = Type.Object({
  subject: Type.String({ minLength: 1, maxLength: 100, title: 'Subject' }),
  message: Type.String({ minLength: 1, maxLength: 2000, title: 'Message' }),
  id_user: Type.Integer({
    minimum: 1,
    maximum: MAX_ID,
    title: 'Talent id',
    errorMessage: 'Talent id must be a positive whole number',
  }),
});
export type HireBody = Static<typeof HireBody>;

/** GET /api/hire: narrows the list to one talent and/or one status (hire page: "pending?"). */
export const HireListQuery = Type.Object({
  id_user: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_ID,
      title: 'Talent id',
      errorMessage: 'Talent id must be a positive whole number',
    }),
  ),
  status: Type.Optional(HireStatus),
});
export type HireListQuery = Static<typeof HireListQuery>;

export const HireCreatedResponse = DataEnvelope(HireRequest);
export const HireListResponse = DataEnvelope(Type.Array(HireRequest));
export { Id };
