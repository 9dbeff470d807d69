#!/bin/sh
# podman-check.sh: builds the referee's image (Containerfile) with podman,
# offline if need be, and runs its sandbox as pods would run it: a league
# whose bots are built in the sandbox from sources by every default
# profile (C, C++, Go, Python, Java), then plays a few games. It prints,
# for each way of running the container, "works" or "refuses:" and the
# referee's one line saying what the container must allow.
#
#   examples/arena/podman-check.sh            # from the repository's root, as root
#
# Offline (no registry to pull debian and golang from), it makes
# localhost/debian:bookworm-base with mmdebstrap from the Debian mirror
# (apt-get install mmdebstrap) and localhost/golang:local from the Go that
# runs this script, whose module cache the build reads. Set BASE and
# GO_IMAGE to docker.io/library/debian:bookworm-slim and
# docker.io/library/golang:1.26-bookworm to build from the registry
# instead. PODMAN and PODMAN_OPTS fit the host: podman-check.sh was run
# with PODMAN="podman --runtime runc" (crun refuses a hybrid cgroup
# hierarchy) and PODMAN_OPTS="--ulimit nofile=4096:4096 --ulimit
# nproc=4096:4096" (no CAP_SYS_RESOURCE to raise podman's default limits).
# ROOTLESS_USER=NAME runs two variants in rootless podman too, as NAME.
set -eu

PODMAN=${PODMAN:-podman}
PODMAN_OPTS=${PODMAN_OPTS:-}
IMAGE=${IMAGE:-localhost/contestgames/referee:latest}
BASE=${BASE:-localhost/debian:bookworm-base}
GO_IMAGE=${GO_IMAGE:-localhost/golang:local}
MIRROR=${MIRROR:-http://deb.debian.org/debian}

root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d /tmp/podman-check.XXXXXX)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"

# The base: a bookworm of the Debian mirror, as bookworm-slim would be.
if ! $PODMAN image exists "$BASE"; then
	case $BASE in localhost/*) ;; *) $PODMAN pull "$BASE" ;; esac
fi
if ! $PODMAN image exists "$BASE"; then
	mmdebstrap --variant=minbase --include=ca-certificates bookworm "$work/base.tar" \
		"deb $MIRROR bookworm main" "deb $MIRROR bookworm-updates main" \
		"deb ${MIRROR%/debian}/debian-security bookworm-security main"
	$PODMAN import --change 'CMD ["/bin/bash"]' "$work/base.tar" "$BASE"
	rm "$work/base.tar"
fi

# Go: the one running this script, in /usr/local/go as the golang images
# have it, with no proxy but the module cache that the build mounts.
goroot=$(go env GOROOT)
modcache=$(go env GOMODCACHE)
if ! $PODMAN image exists "$GO_IMAGE"; then
	printf 'FROM %s\nCOPY %s /usr/local/go\nENV GOMODCACHE=/gomodcache GOPROXY=off\n' \
		"$BASE" "$(basename "$goroot")" >"$work/go.Containerfile"
	$PODMAN build $PODMAN_OPTS -f "$work/go.Containerfile" -t "$GO_IMAGE" "$(dirname "$goroot")"
fi

$PODMAN build $PODMAN_OPTS --volume "$modcache:/gomodcache:ro" \
	--build-arg BASE="$BASE" --build-arg GO_IMAGE="$GO_IMAGE" \
	-f "$root/examples/arena/Containerfile" -t "$IMAGE" "$root"
$PODMAN image ls "$IMAGE"

# The bots: a source per profile, each running the example Alquerque bot
# (shown to the sandbox as /usr/local/bin/alqbot), so that what is proved
# is the build and the sandbox, not the bot.
mkdir -p "$work/bots"
(cd "$root" && CGO_ENABLED=0 go build -trimpath -o "$work/alqbot" ./examples/alquerque/bot)
cat >"$work/bots/cbot.c" <<'EOF'
#include <unistd.h>
int main(void) { execl("/usr/local/bin/alqbot", "alqbot", "-bot", "random", (char *)0); return 1; }
EOF
cat >"$work/bots/cppbot.cpp" <<'EOF'
#include <string>
#include <unistd.h>
int main() { std::string b = "/usr/local/bin/alqbot"; execl(b.c_str(), "alqbot", "-bot", "random", (char *)0); return 1; }
EOF
cat >"$work/bots/gobot.go" <<'EOF'
package main

import "syscall"

func main() { syscall.Exec("/usr/local/bin/alqbot", []string{"alqbot", "-bot", "random"}, nil) }
EOF
cat >"$work/bots/pybot.py" <<'EOF'
import os
os.execv("/usr/local/bin/alqbot", ["alqbot", "-bot", "random"])
EOF
cat >"$work/bots/Javabot.java" <<'EOF'
public class Javabot {
    public static void main(String[] a) throws Exception {
        System.exit(new ProcessBuilder("/usr/local/bin/alqbot", "-bot", "random").inheritIO().start().waitFor());
    }
}
EOF
cat >"$work/check.sh" <<'EOF'
#!/bin/sh
set -e
dir=$HOME/league
referee league init "$dir" -game alquerque >/dev/null
for src in /check/bots/*; do
	name=$(basename "$src")
	referee league add "$dir" "${name%.*}" "$src"
done
referee league run "$dir" -games 10 >/dev/null
echo "$(referee league show "$dir" | grep -c ' active ') versions built and active; $(referee league show "$dir" | head -n 1)"
EOF
chmod -R a+rX "$work"

# A seccomp profile that forbids what containerd's and docker's default
# profiles forbid a container without CAP_SYS_ADMIN: unshare, mount, and
# clone making a user namespace (CLONE_NEWUSER, 0x10000000).
cat >"$work/runtime-default.json" <<'EOF'
{"defaultAction": "SCMP_ACT_ALLOW", "syscalls": [
 {"names": ["unshare", "mount", "umount2", "pivot_root", "setns"], "action": "SCMP_ACT_ERRNO", "errnoRet": 1},
 {"names": ["clone3"], "action": "SCMP_ACT_ERRNO", "errnoRet": 38},
 {"names": ["clone"], "action": "SCMP_ACT_ERRNO", "errnoRet": 1,
  "args": [{"index": 0, "value": 268435456, "valueTwo": 268435456, "op": "SCMP_CMP_MASKED_EQ"}]}
]}
EOF

# run NAME OPTIONS...: runs the check in a container and says how it went.
run() {
	name=$1
	shift
	if out=$($RUNAS $PODMAN run --rm $PODMAN_OPTS "$@" -v "$work:/check:ro" \
		-v "$work/alqbot:/usr/local/bin/alqbot:ro" --entrypoint /bin/sh "$IMAGE" /check/check.sh 2>&1); then
		printf '%s: works (%s)\n' "$name" "$(echo "$out" | tail -n 1)"
	else
		printf '%s: refuses: %s\n' "$name" "$(echo "$out" | grep -m 1 '^referee:' || echo "$out" | tail -n 1)"
	fi
}

RUNAS=
# job.yaml's pod: hostUsers: false (a user namespace of its own, here
# 65536 ids from 200000), procMount: Unmasked, seccomp Unconfined, as the
# image's plain user with no capabilities and no new privileges.
pod="--uidmap 0:200000:65536 --gidmap 0:200000:65536 --security-opt unmask=ALL --security-opt seccomp=unconfined --cap-drop ALL --security-opt no-new-privileges"
run "podman's default (rootful, its seccomp, /proc masked)"
run "podman's default but seccomp unconfined" --security-opt seccomp=unconfined
run "job.yaml's pod" $pod
run "job.yaml's pod under containerd's and docker's default seccomp" $pod --security-opt seccomp="$work/runtime-default.json"
run "job.yaml's pod as root" $pod --user 0

# Rootless podman, as ROOTLESS_USER (a user with /etc/subuid and
# /etc/subgid ranges), whose own user namespace stands for hostUsers:
# false: the image is copied to that user's storage.
if [ -n "${ROOTLESS_USER:-}" ]; then
	RUNAS="runuser -u $ROOTLESS_USER -- env HOME=$(getent passwd "$ROOTLESS_USER" | cut -d: -f6)"
	$PODMAN save "$IMAGE" 2>/dev/null | $RUNAS $PODMAN load >/dev/null
	run "rootless podman's default"
	run "rootless podman, job.yaml's pod" --security-opt unmask=ALL --security-opt seccomp=unconfined \
		--cap-drop ALL --security-opt no-new-privileges
fi
