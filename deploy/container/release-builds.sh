#!/bin/sh
# Releases every app's build this image carries (builds/<app>) into the release store, the shell
# first: a one-shot container before the first start of a site, and after moving to a newer image.
# An app whose active version is already this build is left as it is ("already active"); the release
# check refuses what does not fit, as for any release. Exit code: the first failing release's.
#   podman run --rm -v ceylon-releases:/releases --entrypoint sh ceylon-stays deploy/container/release-builds.sh
set -eu
cd /app
for app in ${APPS:-shell public customer owner admin}; do
  node --conditions=ceylon-compiled deploy/lib/cli/release.js "$app" --from "builds/$app"
done
