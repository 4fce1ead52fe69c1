import { Type, type Static } from 'typebox';
import { DataEnvelope, Id, MessageResponse, Nullable, OptionalUrl, MAX_ID } from './common.js';

export const PortfolioImage = Type.Object({
  id: Type.Integer(),
  filename: Type.String({ description: 'Served at /uploads/images/{filename}' }),
});
export type PortfolioImage = Static<typeof PortfolioImage>;

export const Portfolio = Type.Object({
  id: Type.Integer(),
  id_user: Type.Integer(),
  project_name: Type.String(),
  link_repository: Nullable(Type.String()),
  images: Type.Array(PortfolioImage),
});
export type Portfolio = Static<typeof Portfolio>;

/** Most images one portfolio entry takes. */
export const MAX_PORTFOLIO_IMAGES = 6;

const ProjectName = Type.String({ minLength: 1, maxLength: 100, title: 'Project name' });
const Ignored = Type.Optional(
  Type.Unsafe<unknown>({ description: 'Ignored; the logged-in talent owns the entry' }),
);
const ImageFiles = Type.Optional(
  Type.Unsafe<unknown>({
    description: `Image file(s), multipart only (1 to ${MAX_PORTFOLIO_IMAGES})`,
  }),
);

/** POST is multipart: text fields plus `image` (or `img_portfolio`) files. */
export const PortfolioBody = Type.Object({
  project_name: ProjectName,
  link_repository: Type.Optional(OptionalUrl('Repository link')),
  image: ImageFiles,
  img_portfolio: ImageFiles,
  id_user: Ignored,
});
export type PortfolioBody = Static<typeof PortfolioBody>;

/** POST /:id/images is multipart: more `image` (or `img_portfolio`) files for the entry. */
export const PortfolioImagesBody = Type.Object({
  image: ImageFiles,
  img_portfolio: ImageFiles,
});
export type PortfolioImagesBody = Static<typeof PortfolioImagesBody>;

export const PortfolioImageParams = Type.Object({ id: Id, imageId: Id });
export type PortfolioImageParams = Static<typeof PortfolioImageParams>;

export const PortfolioUpdateBody = Type.Object({
  project_name: Type.Optional(ProjectName),
  link_repository: Type.Optional(OptionalUrl('Repository link')),
  id_user: Ignored,
});
export type PortfolioUpdateBody = Static<typeof PortfolioUpdateBody>;

export const PortfolioListQuery = Type.Object({
  id_user: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: 'id_user' })),
});
export type PortfolioListQuery = Static<typeof PortfolioListQuery>;

export const PortfolioListResponse = DataEnvelope(Type.Array(Portfolio));
export const PortfolioResponse = DataEnvelope(Portfolio);
export const PortfolioDeleteResponse = MessageResponse;
