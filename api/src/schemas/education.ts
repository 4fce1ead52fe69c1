import { Type, type Static } from 'typebox';
import { DataEnvelope, MessageResponse, Nullable, MAX_ID } from './common.js';

export const Education = Type.Object({
  id: Type.Integer(),
  id_user: Type.Integer(),
  school: Type.String(),
  degree: Type.String(),
  field_of_study: Nullable(Type.String()),
  start_year: Type.Integer(),
  end_year: Nullable(Type.Integer({ description: 'null = still studying' })),
});
export type Education = Static<typeof Education>;

const School = Type.String({ minLength: 1, maxLength: 150, title: 'School' });
const Degree = Type.String({ minLength: 1, maxLength: 100, title: 'Degree' });
/** Empty or null: no field of study. */
const FieldOfStudy = Nullable(Type.String({ maxLength: 100, title: 'Field of study' }));
const Year = (title: string) => Type.Integer({ minimum: 1950, maximum: 2100, title });
const Ignored = Type.Optional(
  Type.Unsafe<unknown>({ description: 'Ignored; the logged-in talent owns the entry' }),
);

export const EducationBody = Type.Object({
  school: School,
  degree: Degree,
  field_of_study: Type.Optional(FieldOfStudy),
  start_year: Year('Start year'),
  end_year: Type.Optional(Nullable(Year('End year'))),
  id_user: Ignored,
});
export type EducationBody = Static<typeof EducationBody>;

/** PATCH: any subset of the fields. */
export const EducationUpdateBody = Type.Object({
  school: Type.Optional(School),
  degree: Type.Optional(Degree),
  field_of_study: Type.Optional(FieldOfStudy),
  start_year: Type.Optional(Year('Start year')),
  end_year: Type.Optional(Nullable(Year('End year'))),
  id_user: Ignored,
});
export type EducationUpdateBody = Static<typeof EducationUpdateBody>;

export const EducationListQuery = Type.Object({
  id_user: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: 'id_user' })),
});

export const EducationListResponse = DataEnvelope(Type.Array(Education));
export const EducationResponse = DataEnvelope(Education);
export const EducationDeleteResponse = MessageResponse;
