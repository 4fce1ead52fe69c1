import { Type, type Static } from 'typebox';
import {
  CompanyCategory,
  Email,
  Nullable,
  Password,
  PersonName,
  Phone,
  ResultEnvelope,
  Role,
  Id,
  MessageResponse,
} from './common.js';

/** What login returns in result.user and what the UI stores in localStorage['@userLogin']. */
export const SessionUser = Type.Object({
  id_user: Type.Integer(),
  id_company: Type.Optional(Type.Integer()),
  role: Role,
  name: Type.String(),
  image: Nullable(Type.String()),
  email: Type.String(),
  /** The language the account chose (issue 29); absent or null: never chosen. */
  language: Type.Optional(Nullable(Type.Union([Type.Literal('id'), Type.Literal('en')]))),
});
export type SessionUser = Static<typeof SessionUser>;

export const RegisterTalentBody = Type.Object({
  full_name: PersonName('Full name'),
  email: Email,
  phone: Phone,
  password: Password,
});
export type RegisterTalentBody = Static<typeof RegisterTalentBody>;

export const RegisterCompanyBody = Type.Object({
  name: PersonName('Name'),
  email: Email,
  company: PersonName('Company'),
  field: Type.String({ minLength: 1, maxLength: 100, title: 'Field' }),
  category: Type.Optional(CompanyCategory),
  phone: Phone,
  password: Password,
});
export type RegisterCompanyBody = Static<typeof RegisterCompanyBody>;

export const LoginBody = Type.Object({
  email: Email,
  // No length rule on login: a wrong password is just wrong.
  password: Type.String({ minLength: 1, maxLength: 1024, title: 'Password' }),
});
export type LoginBody = Static<typeof LoginBody>;

export const ChangePasswordBody = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 1024, title: 'Current password' }),
  new_password: Type.String({ minLength: 8, maxLength: 128, title: 'New password' }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ResetRequestBody = Type.Object({ email: Email });
export const ResetConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, title: 'Token' }),
  password: Password,
});
export type ResetConfirmBody = Static<typeof ResetConfirmBody>;

export const AccountLanguage = Type.Union([Type.Literal('id'), Type.Literal('en')], {
  title: 'Language',
});
export const LanguageBody = Type.Object({ language: AccountLanguage });
export type LanguageBody = Static<typeof LanguageBody>;

export const RegisterResponse = ResultEnvelope(SessionUser);
export const LoginResponse = ResultEnvelope(Type.Object({ user: SessionUser }));
export const ResetConfirmResponse = ResultEnvelope(Type.Object({ role: Role }));
export { MessageResponse, Id };
