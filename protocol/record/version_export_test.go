package record

// SetVersion makes Version return v until the func it returns is called.
func SetVersion(v string) func() {
	Version()
	old := version
	version = v
	return func() { version = old }
}

// BuildVersion is buildVersion, for tests.
var BuildVersion = buildVersion
