#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with an unlocked Secret Service keyring, for the tests that
# use the real OS keychain on a headless Linux machine (CI, SSH, containers):
#   bash scripts/keyring-session.sh npm test
# The keyring lives in a fresh folder of its own (XDG_DATA_HOME), so a login keyring left on the machine
# with another password can never keep it locked, and it is removed afterwards.
set -euo pipefail
if [ $# -eq 0 ]; then
  echo "usage: bash scripts/keyring-session.sh <command> [args...]" >&2
  exit 2
fi
for tool in dbus-run-session gnome-keyring-daemon secret-tool dbus-send; do
  command -v "$tool" >/dev/null || {
    echo "keyring-session: $tool is missing (Debian/Ubuntu: apt-get install dbus gnome-keyring libsecret-tools)" >&2
    exit 1
  }
done

keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT
export XDG_DATA_HOME="$keyring_home/data"
# The daemon's control socket goes in a runtime folder of its own too. Without XDG_RUNTIME_DIR it goes in
# ~/.cache/keyring-*, shared with every other keyring session on the machine: once, mid-suite, the daemon's
# socket there stopped answering, D-Bus started a second, locked daemon, and every keychain test after failed.
export XDG_RUNTIME_DIR="$keyring_home/run"
mkdir -p -m 700 "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR"

# Inside the session: start the daemon unlocked, make D-Bus activation reach that same daemon (so a
# request can never start a second, locked one), wait until it owns the Secret Service name, and check a
# round trip before the command runs.
dbus-run-session -- bash -c '
  set -euo pipefail
  eval "$(printf %s ci | gnome-keyring-daemon --unlock --components=secrets)"
  export GNOME_KEYRING_CONTROL
  dbus-update-activation-environment GNOME_KEYRING_CONTROL XDG_DATA_HOME XDG_RUNTIME_DIR
  owned() {
    dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q true
  }
  for _ in $(seq 300); do owned && break; sleep 0.1; done
  check() {
    printf %s ok | secret-tool store --label "keyring-session check" service keyring-session-check account check &&
      [ "$(secret-tool lookup service keyring-session-check account check)" = ok ] &&
      secret-tool clear service keyring-session-check account check
  }
  if ! owned || ! check; then
    echo "keyring-session: the Secret Service keyring could not be started unlocked" >&2
    exit 1
  fi
  exec "$@"
' keyring-session "$@"
