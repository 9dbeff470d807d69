package live

import (
	"bytes"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

// An upload's form, whatever a stranger sends, is read or refused with
// an answer's status, never a panic; what is read holds a file of at most
// MaxUpload bytes.
func FuzzReadUpload(f *testing.F) {
	f.Add("multipart/form-data; boundary=X", []byte("--X\r\nContent-Disposition: form-data; name=\"token\"\r\n\r\nabc\r\n--X\r\nContent-Disposition: form-data; name=\"file\"; filename=\"bot.py\"\r\n\r\nprint(1)\r\n--X--\r\n"))
	f.Add("multipart/form-data; boundary=X", []byte("--X\r\nContent-Disposition: form-data; name=\"file\"; filename=\"../x.c\"\r\n\r\n\r\n--X--\r\n"))
	f.Add("multipart/form-data; boundary=X", []byte("--X\r\nContent-Disposition: form-data; name=\"file\"; filename*=UTF-8''%2E%2E%2Fx\r\n\r\nzz"))
	f.Add("text/plain", []byte("hello"))
	s := &Server{MaxUpload: 64}
	f.Fuzz(func(t *testing.T, contentType string, body []byte) {
		r := httptest.NewRequest(http.MethodPost, "/entrant/ann/upload", bytes.NewReader(body))
		r.Header.Set("Content-Type", contentType)
		up, err := s.readUpload(httptest.NewRecorder(), r)
		var he *httpError
		switch {
		case err != nil && !errors.As(err, &he):
			t.Fatalf("error %v is no answer's", err)
		case err != nil && he.status < 400:
			t.Fatalf("refused with status %d", he.status)
		case err == nil && len(up.data) > 64:
			t.Fatalf("read %d bytes of file, more than MaxUpload", len(up.data))
		}
	})
}
