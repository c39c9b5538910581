# syntax=docker/dockerfile:1
# The shell's page server (docker-compose.yml "pages"): the shell's pages with the top of their
# screen drawn in them (docs/performance.md, "the first view"); the shell's nginx sends it every page.
#   docker build -f deploy/pages.Dockerfile -t lamenu-storefront/pages .
# It runs scripts/production/pages.mjs, as CI's production topology does (scripts/production/topology.mjs).
ARG NODE_IMAGE=node:24-bookworm-slim

# ── build: every dependency, then the shell ───────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-basket-checkout/package.json mf-basket-checkout/
COPY mf-profile/package.json mf-profile/
COPY mf-address-maps/package.json mf-address-maps/
COPY mf-booking/package.json mf-booking/
COPY tooling/package.json tooling/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs shell

# ── runtime ──────────────────────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-basket-checkout/package.json mf-basket-checkout/
COPY mf-profile/package.json mf-profile/
COPY mf-address-maps/package.json mf-address-maps/
COPY mf-booking/package.json mf-booking/
COPY tooling/package.json tooling/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The page server's one installed package is httpxy (scripts/lib/api-proxy.mjs); the shell's
# first-view.mjs is self-contained.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY scripts/serve-static.mjs scripts/serve-static.mjs
COPY scripts/lib scripts/lib
COPY scripts/production scripts/production
COPY --from=build /app/shell/dist shell/dist
USER node
ENV PORT=3000 HOST=0.0.0.0 RUNTIME_DIR=/tmp/storefront-pages
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD node scripts/production/healthcheck.mjs "http://127.0.0.1:${PORT}/remotes.json"
CMD ["node", "scripts/production/pages.mjs"]
