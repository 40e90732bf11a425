// One client's connection to `arbiter serve`, read and written with limits that no client can
// outlast: cpp-httplib's own socket stream waits its read timeout for each byte, so a client
// that trickles a byte now and then (or sends headers without end) would hold a worker thread
// for ever. Here every request must arrive whole within a deadline, its headers within a byte
// budget and its body within --max-body (counted on the wire, whatever its content type or
// transfer encoding), and a client that stops reading its answer is dropped after the write
// timeout.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

// Last: httplib.h brings in <resolv.h>, whose `_res` macro rewrites names in other headers.
#include <httplib.h>

namespace arbiter::serve {

struct ConnectionLimits {
  std::chrono::milliseconds read_timeout{5000};      // silence while a request arrives
  std::chrono::milliseconds write_timeout{5000};     // a client not reading its answer
  std::chrono::milliseconds request_timeout{20000};  // a whole request, first byte to last
  std::size_t max_header_bytes = 64 << 10;           // request line and headers
  std::size_t max_body_bytes = 8 << 20;              // the body as sent (framing included)
};

class Connection : public httplib::Stream {
 public:
  using Clock = std::chrono::steady_clock;

  Connection(int fd, const ConnectionLimits& limits);

  // A new request starts: its deadline and header budget start now.
  void begin_request();
  // The request line and headers are in: from here on bytes count against the body budget.
  void headers_done();
  // The body is in (or will not be read): no more reading deadline for this request.
  void reading_done();
  // Why the last read failed, for the answer: past the deadline, or over a budget.
  bool timed_out() const { return timed_out_; }
  bool over_body_budget() const { return over_body_; }
  // Whether a read of this request hit a limit (deadline, header or body budget).
  bool broken() const { return timed_out_ || over_body_ || over_headers_; }
  // Set when the rest of the request was not read: the connection closes after the answer.
  void close_after_answer() { close_ = true; }
  bool closing() const { return close_; }
  // Whether bytes already read wait in the buffer (a pipelined next request).
  bool buffered() const { return buf_off_ < buf_len_; }
  // Sends nothing more, then reads and drops what the client still sends (bounded in time
  // and bytes) so that closing does not reset the connection before it reads the answer.
  void linger();

  bool is_readable() const override;
  bool is_writable() const override;
  ssize_t read(char* ptr, std::size_t size) override;
  ssize_t write(const char* ptr, std::size_t size) override;
  void get_remote_ip_and_port(std::string& ip, int& port) const override;
  void get_local_ip_and_port(std::string& ip, int& port) const override;
  socket_t socket() const override { return fd_; }

 private:
  // Waits for `events` up to the read timeout and the request's deadline; false when none.
  bool wait(short events, std::chrono::milliseconds timeout, bool reading) const;

  int fd_;
  ConnectionLimits limits_;
  std::vector<char> buf_;
  std::size_t buf_off_ = 0, buf_len_ = 0;
  bool reading_ = false;
  bool in_headers_ = false;
  Clock::time_point deadline_{};
  std::size_t header_bytes_ = 0, body_bytes_ = 0;
  mutable bool timed_out_ = false;
  bool over_body_ = false;
  bool over_headers_ = false;
  bool close_ = false;
};

// The connection the calling worker thread is serving (set while it serves one), for the
// request handlers.
Connection* current_connection();
void set_current_connection(Connection* c);

// Widens the listen backlog of the socket bound to `port` (Debian's cpp-httplib listens with
// a backlog of 5; connection.cpp says why that matters).
void widen_backlog(int port);

}  // namespace arbiter::serve
