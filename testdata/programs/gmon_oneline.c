/* gmon_oneline: gmon_cycles with every function on one line, so that fib's
 * recursive calls come from its entry line (gprof -l counts them as calls
 * of that line to itself). Built with -pg for gprof. */
#include <stdio.h>
static volatile unsigned long sink;
__attribute__((noinline)) unsigned long spin(unsigned long n){unsigned long x=n;for(unsigned long i=0;i<n;i++)x=x*31+i;return x;}
__attribute__((noinline)) unsigned long fib(unsigned long n){ if(n<2) return spin(2000)+n; return fib(n-1)+fib(n-2); }
unsigned long ca(unsigned long d); unsigned long cb(unsigned long d); unsigned long cc(unsigned long d);
__attribute__((noinline)) unsigned long ca(unsigned long d){ return d? cb(d-1)+spin(30000) : spin(10); }
__attribute__((noinline)) unsigned long cb(unsigned long d){ return d? cc(d-1)+spin(50000) : spin(10); }
__attribute__((noinline)) unsigned long cc(unsigned long d){ return d? ca(d-1)+spin(20000) : spin(10); }
__attribute__((noinline)) unsigned long helper(unsigned long n){ return spin(n) ^ spin(n/2); }
__attribute__((noinline)) unsigned long driver(unsigned long n){ return helper(n) + fib(18) + ca(30); }
int main(void){ unsigned long s=0; for(int r=0;r<30;r++){ s+=driver(3000000+r); s+=helper(1000000+r); } sink=s; printf("%lu\n",s); return 0; }
