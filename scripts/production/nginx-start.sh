#!/bin/sh
# One nginx of the storefront, in the foreground: the configuration of its role filled in from the
# repository's templates and the environment (nginx-config.mjs), then nginx itself in this process.
#   scripts/production/nginx-start.sh <front|shell|mf-…> [<dir>]
# The static images' command (deploy/static.Dockerfile) and what CI's production topology starts
# (topology.mjs). <dir> (default $NGINX_DIR, else /tmp/storefront-nginx) is written and is nginx's
# prefix: its pid, temporary files and, for the shell, remotes.json and config.json.
set -eu
role="${1:?usage: nginx-start.sh <front|shell|mf-…> [<dir>]}"
dir="${2:-${NGINX_DIR:-/tmp/storefront-nginx}}"
here="$(cd "$(dirname "$0")" && pwd)"
node "$here/nginx-config.mjs" "$role" "$dir"
exec "${NGINX_BIN:-/usr/sbin/nginx}" -p "$dir/" -c "$dir/nginx.conf" -e stderr
