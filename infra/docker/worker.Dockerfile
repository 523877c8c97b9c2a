# syntax=docker/dockerfile:1.7
# OHIT worker (BullMQ consumers chosen by ACTIVE_QUEUES; only /health over HTTP).
# Build from the repository root:  docker build -f infra/docker/worker.Dockerfile -t ohit/worker .
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
    for pkg in apps/worker libs/* libs/server/*; do \
      [ -f "$pkg/package.json" ] || [ -d "$pkg/dist" ] || continue; \
      mkdir -p "/out/$pkg"; \
      if [ -f "$pkg/package.json" ]; then cp "$pkg/package.json" "/out/$pkg/"; fi; \
      if [ -d "$pkg/dist" ]; then cp -a "$pkg/dist" "/out/$pkg/"; fi; \
      if [ -d "$pkg/node_modules" ]; then cp -a "$pkg/node_modules" "/out/$pkg/"; fi; \
    done; \
    test -f /out/apps/worker/dist/main.js

# ---- runtime: production dependencies and compiled output only, non-root ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production WORKER_HEALTH_PORT=8001 STORAGE_DIR=/data/storage CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
# 原始记录PDF (job labRecordPdf): Debian's chromium prints the record, with a CJK font for its Chinese text.
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-wqy-microhei \
    && rm -rf /var/lib/apt/lists/*
# Files stay root-owned (read-only to the app); only the storage directory is writable.
RUN mkdir -p /data/storage && chown node:node /data/storage
COPY --from=build /out/ ./
USER node
EXPOSE 8001
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:' + (process.env.WORKER_HEALTH_PORT || 8001) + '/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/worker/dist/main.js"]
