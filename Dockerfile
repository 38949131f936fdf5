# The shop as a container image: `docker build -t viettech-shop .` (docs/operations.md, "A container
# image"). Two stages: the first installs everything and builds the storefront (the build reads no
# catalogue), the second keeps the production dependencies, the source the shop runs from (it
# rebuilds its storefront with Astro when asked) and that build, and runs as the unprivileged
# `node` user.

FROM node:22-bookworm-slim AS build
WORKDIR /shop
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build-storefront.ts dist

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=4321 \
    SITE_DIR=dist \
    UPLOADS_DIR=/shop/uploads \
    LOG_FORMAT=json
WORKDIR /shop
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --chown=node:node astro.config.mjs tsconfig.json drizzle.config.ts ./
COPY --chown=node:node src ./src
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node public ./public
COPY --chown=node:node --from=build /shop/dist ./dist
# A rebuild (an editor's, or `npm run rebuild`) runs Astro and Vite, which keep caches in
# node_modules/.astro and node_modules/.vite: those two belong to the user the shop runs as.
RUN mkdir -p /shop/data /shop/uploads node_modules/.astro node_modules/.vite && \
    chown node:node /shop /shop/data /shop/uploads node_modules/.astro node_modules/.vite
USER node
EXPOSE 4321
# /healthz: the process answers (readiness, /readyz, is for the load balancer).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.ts"]
