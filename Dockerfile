# Causeway in a container: `docker compose up` (compose.yaml) or `docker build -t causeway .` (docs/operations.md).
# CI cannot pull images, so scripts/check-deploy.mjs reads this file and runs its COPY and RUN steps and its CMD
# on a clean checkout: keep every path relative to WORKDIR, except in steps marked "image only".

FROM node:22-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/widget/package.json apps/widget/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies in a stage of their own, so npm's cache stays out of the image.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/widget/package.json apps/widget/
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app .
# The built server carries its migrations and demo images (apps/server/scripts/build.mjs).
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# The API reference page's logo is read from the web app's public folder (plugins/openapi.ts).
COPY --from=build /app/apps/web/public apps/web/public
COPY --from=build /app/apps/widget/dist apps/widget/dist
# The contracts' messages and the server's own words (e-mails, PDFs) in each language, read by the server.
COPY --from=build /app/packages/contracts/locales packages/contracts/locales
COPY --from=build /app/apps/server/locales apps/server/locales
# image only: DATA_DIR (uploads, the outgoing mail folder, the embedded database without DATABASE_URL).
RUN mkdir -p /data && chown node:node /data
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
USER node
VOLUME /data
EXPOSE 3000
# The slim image has no curl; node's fetch asks the process whether it answers. (No --start-period: dockerfilelint
# 1.8 misreads it; three failed checks 15 s apart leave start-up, migrations included, 45 s.)
HEALTHCHECK --interval=15s --timeout=5s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1, so SIGTERM from `docker stop` reaches the server's graceful shutdown.
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
