# syntax=docker/dockerfile:1
# nginx of the storefront, from the repository's own templates (scripts/deploy/nginx-*.conf):
#   --target static --build-arg WORKSPACE=shell        the shell's files (nginx-shell.conf)
#   --target static --build-arg WORKSPACE=mf-catalog   one remote's files (nginx-remote.conf); likewise
#                                                      mf-basket-checkout, mf-profile, mf-address-maps, mf-booking
#   --target front                                     the TLS front (nginx-front.conf)
# e.g. docker build -f deploy/static.Dockerfile --target static --build-arg WORKSPACE=mf-catalog -t lamenu-storefront/mf-catalog .
# Each container runs scripts/production/nginx-start.sh: it fills in its role's templates from the
# environment (scripts/production/nginx-config.mjs; for the shell also remotes.json, config.json and
# the Content-Security-Policy built from them) and runs nginx in the foreground. CI's production
# topology starts the same script with Debian's nginx (scripts/production/topology.mjs), which is
# why these images take nginx from Debian bookworm, run by Node's image's user (node, uid 1000),
# listening on 8080 (and the front on 8443).
ARG NODE_IMAGE=node:24-bookworm-slim

# ── build: every dependency, then the one workspace ───────────────────────────────────────────
FROM ${NODE_IMAGE} AS build
ARG WORKSPACE=shell
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
RUN node scripts/build.mjs "${WORKSPACE}"

# ── nginx: Debian's, the templates and the dependency-free scripts that fill them in ──────────
FROM ${NODE_IMAGE} AS nginx
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY scripts/deploy scripts/deploy
COPY scripts/production scripts/production
COPY scripts/lib/runtime-config.mjs scripts/lib/security-headers.mjs scripts/lib/start-hints.mjs scripts/lib/
USER node
ENV NGINX_DIR=/tmp/storefront-nginx
# nginx's graceful stop: requests in flight finish; the live order streams close after
# worker_shutdown_timeout (nginx-main.conf) and the pages reconnect elsewhere.
STOPSIGNAL SIGQUIT

# ── front: TLS, HSTS, HTTP → HTTPS, host routing (no build of its own) ────────────────────────
FROM nginx AS front
EXPOSE 8080 8443
# The plain-HTTP port answers every request with its redirect: healthy when it does.
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD node scripts/production/healthcheck.mjs "http://127.0.0.1:8080/"
CMD ["sh", "scripts/production/nginx-start.sh", "front"]

# ── static: one workspace's dist ──────────────────────────────────────────────────────────────
FROM nginx AS static
ARG WORKSPACE=shell
ENV STOREFRONT_WORKSPACE=${WORKSPACE}
COPY --from=build /app/${WORKSPACE}/dist ${WORKSPACE}/dist
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD node scripts/production/healthcheck.mjs "http://127.0.0.1:8080/$([ "$STOREFRONT_WORKSPACE" = shell ] && echo remotes.json || echo remoteEntry.js)"
CMD ["sh", "-c", "exec sh scripts/production/nginx-start.sh \"$STOREFRONT_WORKSPACE\""]
