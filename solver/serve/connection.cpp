#include "solver/serve/connection.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace arbiter::serve {

namespace {

thread_local Connection* t_connection = nullptr;

constexpr std::size_t kBufferBytes = 4096;

void address_of(const sockaddr_storage& addr, std::string& ip, int& port) {
  char text[INET6_ADDRSTRLEN] = {};
  if (addr.ss_family == AF_INET) {
    const auto* a = reinterpret_cast<const sockaddr_in*>(&addr);
    ::inet_ntop(AF_INET, &a->sin_addr, text, sizeof text);
    port = ntohs(a->sin_port);
  } else if (addr.ss_family == AF_INET6) {
    const auto* a = reinterpret_cast<const sockaddr_in6*>(&addr);
    ::inet_ntop(AF_INET6, &a->sin6_addr, text, sizeof text);
    port = ntohs(a->sin6_port);
  }
  ip = text;
}

}  // namespace

Connection* current_connection() {
  return t_connection;
}
void set_current_connection(Connection* c) {
  t_connection = c;
}

Connection::Connection(int fd, const ConnectionLimits& limits)
    : fd_(fd), limits_(limits), buf_(kBufferBytes) {}

void Connection::begin_request() {
  reading_ = true;
  in_headers_ = true;
  header_bytes_ = 0;
  body_bytes_ = 0;
  timed_out_ = false;
  over_body_ = false;
  over_headers_ = false;
  deadline_ = Clock::now() + limits_.request_timeout;
}

void Connection::headers_done() {
  in_headers_ = false;
}

void Connection::reading_done() {
  reading_ = false;
}

bool Connection::wait(short events, std::chrono::milliseconds timeout, bool reading) const {
  auto until = Clock::now() + timeout;
  if (reading && reading_) until = std::min(until, deadline_);
  for (;;) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
    if (left <= 0) {
      if (reading && reading_ && Clock::now() >= deadline_) timed_out_ = true;
      return false;
    }
    pollfd p{fd_, events, 0};
    const int n = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 1000)));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    if (n > 0) return (p.revents & (events | POLLHUP | POLLERR)) != 0;
  }
}

bool Connection::is_readable() const {
  return buffered() || wait(POLLIN, limits_.read_timeout, true);
}

bool Connection::is_writable() const {
  return wait(POLLOUT, limits_.write_timeout, false);
}

ssize_t Connection::read(char* ptr, std::size_t size) {
  if (size == 0) return 0;
  if (!buffered()) {
    if (reading_ && Clock::now() >= deadline_) {
      timed_out_ = true;
      return -1;
    }
    if (!wait(POLLIN, limits_.read_timeout, true)) return -1;
    ssize_t n;
    do {
      n = ::recv(fd_, buf_.data(), buf_.size(), 0);
    } while (n < 0 && errno == EINTR);
    if (n <= 0) return n;
    buf_off_ = 0;
    buf_len_ = static_cast<std::size_t>(n);
  }
  const std::size_t n = std::min(size, buf_len_ - buf_off_);
  // Counted as handed on, so that bytes of a pipelined next request are not charged to this
  // one's budget.
  if (reading_) {
    if (in_headers_) {
      header_bytes_ += n;
      if (header_bytes_ > limits_.max_header_bytes) {
        over_headers_ = true;
        return -1;
      }
    } else {
      body_bytes_ += n;
      if (body_bytes_ > limits_.max_body_bytes) {
        over_body_ = true;
        return -1;
      }
    }
  }
  std::memcpy(ptr, buf_.data() + buf_off_, n);
  buf_off_ += n;
  return static_cast<ssize_t>(n);
}

ssize_t Connection::write(const char* ptr, std::size_t size) {
  std::size_t sent = 0;
  while (sent < size) {
    if (!is_writable()) return sent > 0 ? static_cast<ssize_t>(sent) : -1;
    const ssize_t n = ::send(fd_, ptr + sent, size - sent, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) continue;
    if (n <= 0) return sent > 0 ? static_cast<ssize_t>(sent) : -1;
    sent += static_cast<std::size_t>(n);
  }
  return static_cast<ssize_t>(sent);
}

void Connection::linger() {
  ::shutdown(fd_, SHUT_WR);
  constexpr std::size_t kMaxDrained = std::size_t{16} << 20;
  const auto until = Clock::now() + std::chrono::seconds(1);
  std::size_t drained = 0;
  char sink[16384];
  while (drained < kMaxDrained && Clock::now() < until) {
    pollfd p{fd_, POLLIN, 0};
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
    if (::poll(&p, 1, static_cast<int>(std::max<long long>(left, 1))) <= 0) break;
    const ssize_t n = ::recv(fd_, sink, sizeof sink, 0);
    if (n <= 0) break;
    drained += static_cast<std::size_t>(n);
  }
}

void Connection::get_remote_ip_and_port(std::string& ip, int& port) const {
  sockaddr_storage addr{};
  socklen_t len = sizeof addr;
  if (::getpeername(fd_, reinterpret_cast<sockaddr*>(&addr), &len) == 0) address_of(addr, ip, port);
}

void Connection::get_local_ip_and_port(std::string& ip, int& port) const {
  sockaddr_storage addr{};
  socklen_t len = sizeof addr;
  if (::getsockname(fd_, reinterpret_cast<sockaddr*>(&addr), &len) == 0) address_of(addr, ip, port);
}

// Debian's cpp-httplib 0.11 is compiled with a listen backlog of 5: a burst of clients
// then overflows the accept queue, and the kernel resets some connections. listen() again
// on the bound socket (found by its port, since httplib does not expose it) widens it.
void widen_backlog(int port) {
  constexpr int kBacklog = 512;
  for (int fd = 0; fd < 1024; ++fd) {
    int accepting = 0;
    socklen_t len = sizeof accepting;
    if (::getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &len) != 0 || !accepting) continue;
    sockaddr_storage addr{};
    socklen_t addr_len = sizeof addr;
    if (::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &addr_len) != 0) continue;
    int bound = -1;
    if (addr.ss_family == AF_INET) {
      bound = ntohs(reinterpret_cast<const sockaddr_in*>(&addr)->sin_port);
    } else if (addr.ss_family == AF_INET6) {
      bound = ntohs(reinterpret_cast<const sockaddr_in6*>(&addr)->sin6_port);
    }
    if (bound == port) ::listen(fd, kBacklog);
  }
}

}  // namespace arbiter::serve
