import { catalogueEndpoints as ep } from '../../shared/api/catalogue.ts';
import { productImageSvg } from '../data/catalogue-image.ts';
import { queryCatalogueCategories, queryCatalogueProducts } from '../data/catalogue-data.ts';
import type { SandboxModule } from '../server/sandbox-module.ts';
import { cachedCategories, categoryCacheKey } from './category-cache.ts';

/** Route of the synthetic product images (public; the product `image` URLs point here). */
export const CATALOGUE_IMAGE_ROUTE = '/sandbox-assets/catalogue/:file';

const IMAGE_FILE = /^([A-Za-z0-9-]{1,32})\.svg$/;

/** The officestore catalogue proxy (interface 4.5): categories cached 24 h, products live, no credits. */
export const catalogueModule: SandboxModule = {
  name: 'catalogue',
  register(kit) {
    const { ctx } = kit;
    kit.handle(ep.categories, ({ input }) => cachedCategories(ctx.db, categoryCacheKey(input), () => queryCatalogueCategories(input)));
    kit.handle(ep.products, ({ input }) => {
      const page = queryCatalogueProducts(input);
      const base = ctx.baseUrl();
      return {
        ...page,
        products: page.products.map((p) => ({ ...p, image: p.image.startsWith('/') ? `${base}${p.image}` : p.image })),
      };
    });
    kit.handleAsset(CATALOGUE_IMAGE_ROUTE, (params) => {
      const match = IMAGE_FILE.exec(params.file ?? '');
      if (!match?.[1]) return null;
      return { contentType: 'image/svg+xml', bytes: productImageSvg(match[1]) };
    });
  },
};
