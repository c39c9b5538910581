# syntax=docker/dockerfile:1
# The API, and the migrate step and operator CLIs beside it (docker-compose.yml "api", "migrate").
#   docker build -f deploy/api.Dockerfile -t lamenu-storefront/api .
# It runs the bundles api/build.mjs writes (api/dist/main.mjs, migrate.mjs, integration-key.mjs,
# bot-webhook.mjs), the very files CI's production topology runs (scripts/production/topology.mjs).
# Production is the API's default mode (no NODE_ENV): it refuses to start without DATABASE_URL,
# STOREFRONT_URL, SMS_MODE, PAYMENTS_MODE and CARD_TOKEN_KEYS (docs/deploy.md).
ARG NODE_IMAGE=node:24-bookworm-slim

# ── build: every dependency, then the bundles ────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# npm ci installs from the lockfile, which names every workspace: each one's package.json is needed.
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
COPY tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY api api
RUN node api/build.mjs

# ── runtime: production dependencies only, the bundles, a user without privileges ────────────
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
# The bundles import what is installed (sharp's native binaries, pg, fastify…), never what is bundled.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/api/dist api/dist
COPY scripts/production/healthcheck.mjs scripts/production/healthcheck.mjs
USER node
ENV PORT=8080 HOST=0.0.0.0
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD node scripts/production/healthcheck.mjs "http://127.0.0.1:${PORT}/health"
CMD ["node", "api/dist/main.mjs"]
