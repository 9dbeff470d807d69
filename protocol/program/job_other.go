//go:build !linux

package program

import (
	"context"
	"fmt"
)

// nonBlock is 0 here: no job runs, so none left a FIFO.
const nonBlock = 0

// Run would run the job in a sandbox; there are none here, so it returns
// [CheckSandbox]'s error.
func (j *Job) Run(ctx context.Context) (JobResult, error) {
	if j.Sandbox == nil {
		return JobResult{}, errNoSandboxJob
	}
	return JobResult{}, fmt.Errorf("protocol: job %q: %w", j.Command, CheckSandbox())
}
