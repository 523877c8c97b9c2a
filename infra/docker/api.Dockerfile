# syntax=docker/dockerfile:1.7
# OHIT API (NestJS HTTP + socket.io gateway), also serving the built web app.
# Build from the repository root:  docker build -f infra/docker/api.Dockerfile -t ohit/api .
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: full install, compile every workspace, then drop dev dependencies ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund
# Gather what runs: root manifest, production node_modules, and for each workspace
# package its package.json (workspace links resolve through it) and its dist.
RUN set -eu; mkdir -p /out; \
    cp -a package.json node_modules /out/; \
    for pkg in apps/api apps/web apps/province-ref libs/* libs/server/*; do \
      [ -f "$pkg/package.json" ] || [ -d "$pkg/dist" ] || continue; \
      mkdir -p "/out/$pkg"; \
      if [ -f "$pkg/package.json" ]; then cp "$pkg/package.json" "/out/$pkg/"; fi; \
      if [ -d "$pkg/dist" ]; then cp -a "$pkg/dist" "/out/$pkg/"; fi; \
      if [ -d "$pkg/node_modules" ]; then cp -a "$pkg/node_modules" "/out/$pkg/"; fi; \
    done; \
    test -f /out/apps/api/dist/main.js

# ---- runtime: production dependencies and compiled output only, non-root ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=8000 WEB_DIST=/app/apps/web/dist STORAGE_DIR=/data/storage
WORKDIR /app
# Files stay root-owned (read-only to the app); only the storage directory is writable.
# (and the reference provincial platform's store, when this image runs it: docker-compose.yml)
RUN mkdir -p /data/storage /data/province-ref && chown node:node /data/storage /data/province-ref
COPY --from=build /out/ ./
USER node
EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:' + (process.env.PORT || 8000) + '/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
