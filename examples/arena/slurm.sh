#!/bin/sh
# A tournament in 8 shards on a Slurm cluster, as a job array: each task
# plays the share of its array index into a directory of its own on the
# shared file system. When all have ended, merge (see README.md):
#
#   jobid=$(sbatch --parsable slurm.sh)
#   sbatch --dependency=afterok:$jobid --wrap 'referee table results/shard-*'
#
# A task that is requeued goes on from what its directory holds.
#SBATCH --job-name=arena
#SBATCH --array=1-8
#SBATCH --cpus-per-task=2
#SBATCH --mem=1G
#SBATCH --time=24:00:00
#SBATCH --requeue
set -eu
# With COMPETE=NAME (and LEAGUE=DIR, default ./league) in the environment,
# each task plays its share of the stage under way of competition NAME
# instead (see README.md, "Competitions").
if [ -n "${COMPETE:-}" ]; then
	exec referee league compete "${LEAGUE:-league}" -name "$COMPETE" \
		-shard "$SLURM_ARRAY_TASK_ID/8" -concurrency "${SLURM_CPUS_PER_TASK:-2}"
fi
exec referee tournament \
	-shard "$SLURM_ARRAY_TASK_ID/8" \
	-dir "results/shard-$SLURM_ARRAY_TASK_ID" \
	-pairs 500 -concurrency "${SLURM_CPUS_PER_TASK:-2}" -seed 1 \
	alquerque ./bots/new builtin:search
