package protocol_test

import "syscall"

// dupNoCloexec duplicates fd without close-on-exec, as a descriptor that a
// process inherited from its parent is.
func dupNoCloexec(fd int) (int, error) { return syscall.Dup(fd) }

func closeFD(fd int) { syscall.Close(fd) }
